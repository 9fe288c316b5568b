// @vitest-environment jsdom
/**
 * The public seal check: the browser hashes the chosen PDF and sends only the hash; the answer says whether the
 * firm sealed it (and when), or that it is not the firm's or was changed, in the page's language.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyWords as english } from '../../content/verify';
import { verifyWords as spanish } from '../../content/verify.es';
import { checkSeal, sha256OfFile } from './seal-check-api';
import { VerifyScreen } from './verify-screen';

vi.mock('./seal-check-api', async (original) => ({ ...(await original<object>()), checkSeal: vi.fn() }));

const pdf = (text: string) => new File([text], 'agreement.pdf', { type: 'application/pdf' });

beforeEach(() => vi.mocked(checkSeal).mockReset());
afterEach(cleanup);

describe('the seal check', () => {
  it('computes the SHA-256 in the browser, as lowercase hex', async () => {
    expect(await sha256OfFile(new Blob(['abc']))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('says a sealed file is the firm’s, unaltered, with the day it was sealed', async () => {
    vi.mocked(checkSeal).mockResolvedValue({
      result: 'sealed',
      sealedAt: '2026-11-20T12:00:00.000Z',
      stage: 'countersigned',
    });
    render(<VerifyScreen words={english} />);
    expect(screen.getByText(english.privacy)).toBeTruthy();
    await userEvent.setup().upload(screen.getByLabelText(english.fileLabel), pdf('%PDF-1.7 sealed'));
    const verdict = await screen.findByTestId('seal-verdict');
    expect(checkSeal).toHaveBeenCalledWith(await sha256OfFile(pdf('%PDF-1.7 sealed')));
    expect(verdict.textContent).toContain('Sealed by Brandt & Okafor, PLLC on November 20, 2026, unaltered.');
    expect(verdict.textContent).toContain(english.stage.countersigned);
  });

  it('says a file the firm did not seal, or that changed, is not one, in Spanish on the Spanish page', async () => {
    vi.mocked(checkSeal).mockResolvedValue({ result: 'unknown', sealedAt: null, stage: null });
    render(<VerifyScreen words={spanish} />);
    await userEvent.setup().upload(screen.getByLabelText(spanish.fileLabel), pdf('%PDF-1.7 changed'));
    expect((await screen.findByTestId('seal-verdict')).textContent).toContain(spanish.unknown);
  });
});
