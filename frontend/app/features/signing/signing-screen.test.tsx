// @vitest-environment jsdom
/**
 * The client's signing page as a client uses it, with the network cut at its calls (signing-api.ts): consent
 * with the word from the PDF, the code mailed and checked, the typed name and Sign; the decline asks first;
 * each step's heading takes the focus; a Spanish letter speaks Spanish; the ends say what happened.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/graphql';
import {
  checkCode,
  decline,
  giveConsent,
  loadSigningPage,
  sendCode,
  sign,
  type SigningPage,
} from './signing-api';
import { SigningScreen } from './signing-screen';
import { signingWords as english } from './signing-words';
import { signingWords as spanish } from './signing-words.es';

vi.mock('./signing-api', async (original) => ({
  ...(await original<object>()),
  loadSigningPage: vi.fn(),
  giveConsent: vi.fn(),
  sendCode: vi.fn(),
  checkCode: vi.fn(),
  sign: vi.fn(),
  decline: vi.fn(),
}));

const page = (changes: Partial<SigningPage> = {}): SigningPage => ({
  status: 'open',
  language: 'en',
  firmName: 'Brandt & Okafor, PLLC',
  firmPhone: '(206) 555-0148',
  firmEmail: 'info@brandtokafor.example',
  documentTitle: 'Contingency Fee Agreement',
  signerName: 'Robin Diaz',
  maskedEmail: 'r***@example.com',
  consentVersion: '2026-11',
  consentText: '# What you agree to\n\nYou may ask for **paper**. <script>alert(1)</script>',
  consentPdfUrl: 'https://files.example/consent.pdf',
  consented: false,
  codeSent: false,
  identityVerified: false,
  documentUrl: null,
  pageCount: null,
  signedUrl: null,
  expiresOn: '2099-01-01',
  ...changes,
});

beforeEach(() => {
  for (const call of [loadSigningPage, giveConsent, sendCode, checkCode, sign, decline])
    vi.mocked(call).mockReset();
  vi.mocked(loadSigningPage).mockResolvedValue(page());
});
afterEach(cleanup);

const open = async (heading: string) => {
  render(<SigningScreen token="the-token" />);
  return screen.findByRole('heading', { level: 1, name: heading });
};

describe('the client’s signing page', () => {
  it('shows the consent safely, asks for the word from its PDF and the agreement, and focuses each step', async () => {
    const heading = await open(english.consentHeading);
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('heading', { level: 2, name: 'What you agree to' })).toBeTruthy();
    expect(document.querySelector('.signing-consent-text script')).toBeNull();
    expect(screen.getByRole('link', { name: english.consentPdfLink }).getAttribute('href')).toBe(
      'https://files.example/consent.pdf',
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(english.accessWordLabel), ' harbor ');
    await user.click(screen.getByRole('button', { name: english.consentButton }));
    expect(screen.getByRole('alert').textContent).toBe(english.agreeRequired);
    expect(giveConsent).not.toHaveBeenCalled();

    vi.mocked(giveConsent).mockResolvedValue(page({ consented: true }));
    await user.click(screen.getByLabelText(english.agreeLabel));
    await user.click(screen.getByRole('button', { name: english.consentButton }));
    expect(giveConsent).toHaveBeenCalledWith('the-token', '2026-11', ' harbor ');
    const next = await screen.findByRole('heading', { level: 1, name: english.identityHeading });
    expect(document.activeElement).toBe(next);
  });

  it('mails a code to the masked address, shows the server’s refusal in red, and goes on when it is right', async () => {
    vi.mocked(loadSigningPage).mockResolvedValue(page({ consented: true }));
    await open(english.identityHeading);
    expect(screen.getByText(english.identityIntro('r***@example.com'))).toBeTruthy();
    const user = userEvent.setup();
    vi.mocked(sendCode).mockResolvedValue(page({ consented: true, codeSent: true }));
    await user.click(screen.getByRole('button', { name: english.sendCode }));
    expect(sendCode).toHaveBeenCalledWith('the-token');

    const field = await screen.findByLabelText(english.codeLabel);
    expect(document.activeElement).toBe(field);
    vi.mocked(checkCode).mockRejectedValueOnce(new ApiError('That code is not right: 4 tries left.'));
    await user.type(field, '12a3456');
    expect((field as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: english.checkCode }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right: 4 tries left.');

    vi.mocked(checkCode).mockResolvedValue(
      page({
        consented: true,
        codeSent: true,
        identityVerified: true,
        documentUrl: 'https://files.example/l.pdf',
        pageCount: 4,
      }),
    );
    await user.click(screen.getByRole('button', { name: english.checkCode }));
    await screen.findByRole('heading', { level: 1, name: english.documentHeading });
    expect(checkCode).toHaveBeenLastCalledWith('the-token', '123456');
  });

  it('opens the document in the phone’s viewer, says how many pages, signs with the typed name, and waits for the seal', async () => {
    vi.mocked(loadSigningPage).mockResolvedValue(
      page({
        consented: true,
        identityVerified: true,
        documentUrl: 'https://files.example/l.pdf',
        pageCount: 4,
      }),
    );
    await open(english.documentHeading);
    const link = screen.getByRole('link', { name: english.openDocument });
    expect(link.getAttribute('href')).toBe('https://files.example/l.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(new RegExp(english.pages(4)))).toBeTruthy();
    expect(screen.getByRole('img', { name: english.drawnCanvas }).getAttribute('tabindex')).toBeNull();

    const user = userEvent.setup();
    let finish: (answer: SigningPage) => void = () => {};
    vi.mocked(sign).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText(english.typedNameLabel), 'Robin Diaz');
    await user.click(screen.getByRole('button', { name: english.signButton }));
    expect(sign).toHaveBeenCalledWith('the-token', 'Robin Diaz', null);
    expect(screen.getByRole('button', { name: english.signing }).hasAttribute('disabled')).toBe(true);

    // The seal is a job of its own: the page reads itself again until the sealed PDF's link is there.
    vi.mocked(loadSigningPage).mockResolvedValue(
      page({ status: 'signed', signedUrl: 'https://files.example/sealed.pdf' }),
    );
    finish(page({ status: 'signed', signedUrl: null }));
    await screen.findByRole('heading', { level: 1, name: english.signedHeading });
    expect((await screen.findByRole('link', { name: english.signedLink })).getAttribute('href')).toBe(
      'https://files.example/sealed.pdf',
    );
  });

  it('declines only with a reason and after asking', async () => {
    vi.mocked(loadSigningPage).mockResolvedValue(page({ consented: true, identityVerified: true }));
    await open(english.documentHeading);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: english.declineButton }));
    const reasonHeading = screen.getByRole('heading', { level: 2, name: english.declineHeading });
    expect(document.activeElement).toBe(reasonHeading);
    await user.type(screen.getByLabelText(english.declineReasonLabel), 'I found another lawyer');
    await user.click(screen.getByRole('button', { name: english.declineSubmit }));
    expect(decline).not.toHaveBeenCalled();

    vi.mocked(decline).mockResolvedValue(page({ status: 'declined' }));
    await user.click(await screen.findByRole('button', { name: english.declineConfirm }));
    expect(decline).toHaveBeenCalledWith('the-token', 'I found another lawyer');
    await screen.findByRole('heading', { level: 1, name: english.declinedHeading });
  });

  it('speaks the letter’s language: Spanish words for a Spanish letter', async () => {
    vi.mocked(loadSigningPage).mockResolvedValue(page({ language: 'es' }));
    await open(spanish.consentHeading);
    expect(screen.getByLabelText(spanish.accessWordLabel)).toBeTruthy();
    expect(screen.getByRole('button', { name: spanish.consentButton })).toBeTruthy();
    expect(document.querySelector('[lang="es"]')).not.toBeNull();
  });

  it('says an expired link has expired, with the firm’s phone', async () => {
    vi.mocked(loadSigningPage).mockResolvedValue(page({ status: 'expired' }));
    await open(english.expiredHeading);
    expect(screen.getByRole('link', { name: english.callUs('(206) 555-0148') }).getAttribute('href')).toBe(
      'tel:2065550148',
    );
  });

  it('says the same for a wrong, revoked or unknown link, in both languages', async () => {
    vi.mocked(loadSigningPage).mockRejectedValue(new ApiError('Not found.'));
    await open(english.notFoundHeading);
    expect(screen.getByRole('heading', { level: 2, name: spanish.notFoundHeading })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
