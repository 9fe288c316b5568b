// @vitest-environment jsdom
/**
 * The "Engagement letters" card with the network cut at its calls (letters-api.ts): it says why nothing can be
 * sent before the conflict check is cleared; a new letter from a lead carries the client, a guardian, the expiry
 * and the matter it opens, is previewed and sent only after asking; a letter shows its status and events, is
 * revoked only with a reason, and only its responsible attorney or an administrator is offered the countersignature.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LETTER_MESSAGES } from '#contract/letters';
import { LettersCard } from './letters-card';
import {
  countersignLetter,
  listLetterTemplates,
  listLetters,
  previewLetter,
  revokeLetter,
  sendLetter,
  type Letter,
  type LetterTemplate,
} from './letters-api';

const profile = vi.hoisted(() => ({
  current: {
    email: 'dana@example.com',
    firstName: 'Dana',
    lastName: 'Reyes',
    fullName: 'Dana Reyes',
    isAdmin: false,
  },
}));
vi.mock('../../lib/use-staff-profile', () => ({ useStaffProfile: () => profile.current }));
vi.mock('../../components/form/staff-select', () => ({ StaffSelect: () => null }));
vi.mock('./letters-api', async (original) => ({
  ...(await original<object>()),
  listLetters: vi.fn(),
  listLetterTemplates: vi.fn(),
  previewLetter: vi.fn(),
  sendLetter: vi.fn(),
  revokeLetter: vi.fn(),
  resendLetter: vi.fn(),
  countersignLetter: vi.fn(),
}));

const template: LetterTemplate = {
  id: 'tpl-fee',
  version: 3,
  name: 'Contingency Fee Agreement',
  kind: 'contingency-fee',
  language: 'en',
  body: 'I, {{client.name}}, hire {{firm.name}}.',
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

const letter = (changes: Partial<Letter> = {}): Letter => ({
  id: 'letter-1',
  caseId: 'lead-1',
  templateId: 'tpl-fee',
  templateVersion: 3,
  title: 'Contingency Fee Agreement',
  language: 'en',
  status: 'sent',
  signers: [{ name: 'Robin Diaz', email: 'robin@example.com', role: 'client', state: 'waiting' }],
  feeTerms: template.feeTerms,
  expiresOn: '2099-01-15',
  sentAt: '2026-11-20T17:00:00.000Z',
  sentBy: 'dana@example.com',
  sentSha256: 'ab'.repeat(32),
  sealedSha256: null,
  documentId: null,
  declineReason: null,
  events: [
    {
      kind: 'sent',
      at: '2026-11-20T17:00:00.000Z',
      by: 'dana@example.com',
      network: null,
      browser: null,
      note: null,
    },
    {
      kind: 'opened',
      at: '2026-11-20T18:00:00.000Z',
      by: 'robin@example.com',
      network: '203.0.113.9',
      browser: 'Mobile Safari',
      note: null,
    },
  ],
  version: 2,
  ...changes,
});

beforeEach(() => {
  profile.current = { ...profile.current, isAdmin: false };
  for (const call of [
    listLetters,
    listLetterTemplates,
    previewLetter,
    sendLetter,
    revokeLetter,
    countersignLetter,
  ])
    vi.mocked(call).mockReset();
  vi.mocked(listLetters).mockResolvedValue({ items: [], nextCursor: null });
  vi.mocked(listLetterTemplates).mockResolvedValue({ items: [template], nextCursor: null });
});
afterEach(cleanup);

const client = { name: 'Robin Diaz', email: 'robin@example.com' };

describe('the engagement letters card', () => {
  it('says why no letter can be sent while the conflict check is not cleared', async () => {
    render(<LettersCard caseId="lead-1" conflictState="pending" client={client} />);
    expect(await screen.findByText(/once a person has cleared the conflict check/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New letter' })).toBeNull();
    expect(await screen.findByText('No letters yet.')).toBeTruthy();
  });

  it('previews and then sends a new letter from a lead, with a guardian and the matter it opens', async () => {
    render(
      <LettersCard
        caseId="lead-1"
        conflictState="cleared"
        client={client}
        defaultAttorney="ann@example.com"
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New letter' }));
    const form = await screen.findByRole('form', { name: 'New letter' });
    await within(form).findByRole('option', { name: /Contingency Fee Agreement/ });
    await user.selectOptions(within(form).getByLabelText('Template *'), 'tpl-fee');
    expect((within(form).getByLabelText('Client: full name *') as HTMLInputElement).value).toBe('Robin Diaz');
    expect((within(form).getByLabelText('Client: email *') as HTMLInputElement).value).toBe(
      'robin@example.com',
    );
    await user.click(within(form).getByRole('button', { name: 'Add a guardian (the client is a minor)' }));
    await user.type(within(form).getByLabelText('Parent or guardian: full name *'), 'Maria Diaz');
    await user.type(within(form).getByLabelText('Parent or guardian: email *'), 'maria@example.com');
    await user.type(within(form).getByLabelText('Client’s postal address'), '12 Pine St, Seattle');
    await user.type(within(form).getByLabelText('Claim type *'), 'Car crash');
    await user.type(within(form).getByLabelText('Incident date *'), '2026-10-01');

    vi.mocked(previewLetter).mockResolvedValue({
      url: 'https://files.example/preview.pdf',
      pageCount: 5,
      sha256: 'x',
    });
    await user.click(within(form).getByRole('button', { name: 'Preview PDF' }));
    const draft = vi.mocked(previewLetter).mock.calls[0]![0];
    expect(draft).toMatchObject({
      caseId: 'lead-1',
      templateId: 'tpl-fee',
      templateVersion: 3,
      signers: [
        { name: 'Robin Diaz', email: 'robin@example.com', role: 'client' },
        { name: 'Maria Diaz', email: 'maria@example.com', role: 'guardian' },
      ],
      clientAddress: '12 Pine St, Seattle',
      matter: {
        claimType: 'Car crash',
        responsibleAttorney: 'ann@example.com',
        facts: { incidentDate: '2026-10-01', defendantKind: 'private' },
      },
    });
    expect(draft.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const preview = await screen.findByRole('link', { name: 'Open the preview (5 pages)' });
    expect(preview.getAttribute('href')).toBe('https://files.example/preview.pdf');

    await user.click(within(form).getByRole('button', { name: 'Send…' }));
    expect(sendLetter).not.toHaveBeenCalled();
    vi.mocked(sendLetter).mockResolvedValue(letter());
    vi.mocked(listLetters).mockResolvedValue({ items: [letter()], nextCursor: null });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(sendLetter).toHaveBeenCalledWith(draft);
    expect(await screen.findByRole('heading', { level: 3, name: 'Contingency Fee Agreement' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New letter' })).toBeNull();
  });

  it('lists a letter with its status, signers and events, and revokes it only with a reason', async () => {
    vi.mocked(listLetters).mockResolvedValue({ items: [letter()], nextCursor: null });
    render(<LettersCard caseId="lead-1" conflictState="cleared" client={client} />);
    const item = (
      await screen.findByRole('heading', { level: 3, name: 'Contingency Fee Agreement' })
    ).closest('li')!;
    expect(within(item).getByText('Sent', { selector: '.badge' })).toBeTruthy();
    expect(item.textContent).toContain('Client: Robin Diaz (robin@example.com): Waiting');
    expect(item.textContent).toContain('Opened the link · robin@example.com · 203.0.113.9');
    expect(within(item).queryByRole('button', { name: 'Countersign…' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Revoke…' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(LETTER_MESSAGES.reasonRequired)).toBeTruthy();
    expect(revokeLetter).not.toHaveBeenCalled();
    vi.mocked(revokeLetter).mockResolvedValue(letter({ status: 'revoked' }));
    await user.type(screen.getByLabelText('Why? *'), 'Wrong fee terms');
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(revokeLetter).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'letter-1', version: 2 }),
      'Wrong fee terms',
    );
  });

  it('offers the countersignature on a signed letter to the responsible attorney, not to other staff', async () => {
    vi.mocked(listLetters).mockResolvedValue({
      items: [letter({ status: 'signed', sealedSha256: 'cd'.repeat(32) })],
      nextCursor: null,
    });
    const matterCard = (responsibleAttorney: string) => (
      <LettersCard caseId="lead-1" conflictState="cleared" client={client} matter={{ responsibleAttorney }} />
    );
    const { rerender } = render(matterCard('ann@example.com'));
    await screen.findByRole('button', { name: 'Download sealed' });
    expect(screen.queryByRole('button', { name: 'Countersign…' })).toBeNull();

    rerender(matterCard('dana@example.com'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Countersign…' }));
    vi.mocked(countersignLetter).mockResolvedValue(letter({ status: 'countersigned' }));
    await user.click(await screen.findByRole('button', { name: 'Countersign' }));
    expect(countersignLetter).toHaveBeenCalledWith(expect.objectContaining({ id: 'letter-1', version: 2 }));
  });
});
