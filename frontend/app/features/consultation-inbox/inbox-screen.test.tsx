// @vitest-environment jsdom
/**
 * The inbox screen with the network cut at its calls (inbox-api.ts): a Spanish lead carries a "Spanish"
 * badge (an English one none), and the language filter asks the server for that language and keeps it in
 * the URL.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsultationInboxPage, ConsultationSummary } from '#contract/consultation-inbox';
import { listConsultations } from './inbox-api';
import { InboxScreen } from './inbox-screen';

vi.mock('./inbox-api', () => ({ listConsultations: vi.fn(), exportConsultations: vi.fn() }));
vi.mock('../../lib/use-staff-profile', () => ({
  useStaffProfile: () => ({
    email: 'dana@example.com',
    firstName: 'Dana',
    lastName: 'Reyes',
    isAdmin: false,
  }),
}));
vi.mock('../../components/form/staff-select', () => ({ StaffSelect: () => null }));

const lead = (changes: Partial<ConsultationSummary>): ConsultationSummary => ({
  _id: 'lead-1',
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  phone: '(206) 555-0199',
  typeOfClient: 'Yes, I am a potential new client',
  createdAt: '2026-05-01T10:00:00.000Z',
  leadStatus: 'new',
  assigneeEmail: null,
  noticeState: 'sent',
  unopened: false,
  duplicateOf: null,
  conflictState: 'clear',
  unverified: false,
  language: 'en',
  followUpOn: null,
  utmSource: null,
  firstResponse: null,
  ...changes,
});

const page = (items: ConsultationSummary[]): ConsultationInboxPage => ({
  items,
  nextCursor: null,
  counts: [],
  noticeAttention: { failed: 0, sending: 0 },
});

function renderInbox(url = '/consultations') {
  const router = createMemoryRouter([{ path: '/consultations', element: <InboxScreen /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;

beforeEach(() => {
  vi.mocked(listConsultations)
    .mockReset()
    .mockImplementation(async (filter) =>
      page(
        [
          lead({ _id: 'lead-es', firstName: 'Lucas', lastName: 'Ortega', language: 'es' }),
          lead({ _id: 'lead-en', firstName: 'Ana', lastName: 'Lopez', language: 'en' }),
        ].filter((item) => !filter.language || item.language === filter.language),
      ),
    );
});
afterEach(cleanup);

describe('the inbox by language', () => {
  it('marks a Spanish lead with a "Spanish" badge and an English one with none', async () => {
    renderInbox();
    expect(within(await rowOf('Lucas Ortega')).getByText('Spanish')).toBeTruthy();
    expect(within(await rowOf('Ana Lopez')).queryByText('Spanish')).toBeNull();
    expect(within(await rowOf('Ana Lopez')).queryByText('English')).toBeNull();
  });

  it('filters by language: asks the server for it and keeps it in the URL', async () => {
    const router = renderInbox();
    await rowOf('Ana Lopez');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Language'), 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(listConsultations).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'es' }), null),
    );
    expect(router.state.location.search).toContain('language=es');
    await rowOf('Lucas Ortega');
    expect(screen.queryByRole('link', { name: 'Ana Lopez' })).toBeNull();
  });

  it('opens with the language the URL names, and ignores one it does not know', async () => {
    renderInbox('/consultations?language=es');
    await rowOf('Lucas Ortega');
    expect(listConsultations).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'es' }), null);
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('es');
    cleanup();
    renderInbox('/consultations?language=fr');
    await rowOf('Ana Lopez');
    expect(listConsultations).toHaveBeenLastCalledWith(expect.objectContaining({ language: null }), null);
  });
});
