// @vitest-environment jsdom
/**
 * The letter templates with the network cut at their calls (letters-api.ts): an administrator saves a new version
 * over the one read (fee terms as numbers, a merge field put where the cursor is) and reads the server's refusal
 * of a stale version in red; other staff read a template and cannot change it.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/graphql';
import { listLetterTemplates, saveLetterTemplate, type LetterTemplate } from './letters-api';
import { TemplatesScreen } from './templates-screen';

const profile = vi.hoisted(() => ({
  current: {
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    fullName: 'Ann Lee',
    isAdmin: true,
  },
}));
vi.mock('../../lib/use-staff-profile', () => ({ useStaffProfile: () => profile.current }));
vi.mock('./letters-api', async (original) => ({
  ...(await original<object>()),
  listLetterTemplates: vi.fn(),
  saveLetterTemplate: vi.fn(),
  retireLetterTemplate: vi.fn(),
}));

const template: LetterTemplate = {
  id: 'tpl-fee',
  version: 3,
  name: 'Contingency Fee Agreement',
  kind: 'contingency-fee',
  language: 'es',
  body: 'Yo, ',
  feeTerms: {
    percentBeforeSuit: 33.33,
    percentAfterSuit: 40,
    percentAtTrial: 45,
    expensesDeducted: 'after-fee',
    owedIfNoRecovery: 'nothing',
  },
  savedAt: '2026-11-01T10:00:00.000Z',
  savedBy: 'admin@example.com',
  retired: false,
};

function open() {
  const router = createMemoryRouter([{ path: '/settings/letter-templates', element: <TemplatesScreen /> }], {
    initialEntries: ['/settings/letter-templates'],
  });
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.mocked(listLetterTemplates)
    .mockReset()
    .mockResolvedValue({ items: [template], nextCursor: null });
  vi.mocked(saveLetterTemplate).mockReset();
});
afterEach(cleanup);

describe('the letter templates', () => {
  it('lets an administrator save a new version, and shows the refusal of a stale one', async () => {
    profile.current = { ...profile.current, isAdmin: true };
    open();
    const row = (await screen.findByRole('cell', { name: 'Contingency Fee Agreement' })).closest('tr')!;
    expect(row.textContent).toContain('Spanish');
    expect(row.textContent).toContain('3');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Edit Contingency Fee Agreement' }));

    const percent = screen.getByLabelText('Fee after suit is filed (%) *');
    await user.clear(percent);
    await user.type(percent, '38.5');
    const body = screen.getByLabelText('Body (Markdown) *') as HTMLTextAreaElement;
    body.setSelectionRange(body.value.length, body.value.length);
    await user.click(screen.getByRole('button', { name: '{{client.name}}' }));
    expect(body.value).toBe('Yo, {{client.name}}');

    vi.mocked(saveLetterTemplate).mockRejectedValueOnce(
      new ApiError('Someone saved this template since you opened it: reload it and make your change again.'),
    );
    await user.click(screen.getByRole('button', { name: 'Save a new version' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone saved this template since');
    expect(saveLetterTemplate).toHaveBeenCalledWith({
      id: 'tpl-fee',
      baseVersion: 3,
      name: 'Contingency Fee Agreement',
      kind: 'contingency-fee',
      language: 'es',
      body: 'Yo, {{client.name}}',
      feeTerms: {
        percentBeforeSuit: 33.33,
        percentAfterSuit: 38.5,
        percentAtTrial: 45,
        expensesDeducted: 'after-fee',
        owedIfNoRecovery: 'nothing',
      },
    });
  });

  it('sends no fee terms for a template that is not a contingency-fee agreement', async () => {
    profile.current = { ...profile.current, isAdmin: true };
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    await user.type(screen.getByLabelText('Name *'), 'HIPAA authorization');
    await user.selectOptions(screen.getByLabelText('Kind *'), 'medical-authorization');
    expect(screen.queryByLabelText('Fee at trial (%) *')).toBeNull();
    await user.type(screen.getByLabelText('Body (Markdown) *'), 'I authorize');
    vi.mocked(saveLetterTemplate).mockResolvedValue({ ...template, id: 'tpl-2', version: 1, feeTerms: null });
    await user.click(screen.getByRole('button', { name: 'Save the template' }));
    expect(saveLetterTemplate).toHaveBeenCalledWith(
      expect.objectContaining({ id: null, baseVersion: null, kind: 'medical-authorization', feeTerms: null }),
    );
  });

  it('lets other staff read a template but not change it', async () => {
    profile.current = { ...profile.current, isAdmin: false };
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Read Contingency Fee Agreement' }));
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save a new version' })).toBeNull();
    expect(
      (screen.getByLabelText('Body (Markdown) *') as HTMLTextAreaElement).closest('fieldset')!.disabled,
    ).toBe(true);
    expect(screen.getAllByText('{{client.name}}')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '{{client.name}}' })).toBeNull();
  });
});
