import { FIRM_IDENTITY } from '#contract/firm';
import { titleWithFirmName } from './firm';
import type { PageMeta } from './types';

/** The seal check (/verify): whether a PDF is one the firm sealed and unaltered. */
export const verifyMeta: PageMeta = {
  path: '/verify',
  pageTitle: titleWithFirmName('Check a sealed document'),
  description: `Check whether a PDF is a document ${FIRM_IDENTITY.name} sealed, unaltered since. The file never leaves your device.`,
  keywords: 'verify document, sealed PDF, signed agreement, Brandt & Okafor',
};

export const verifyWords = {
  locale: 'en-US',
  heading: 'Check a sealed document',
  intro: `Choose a PDF that ${FIRM_IDENTITY.name} sent you, signed or countersigned. Your browser computes the file’s fingerprint (SHA-256) and asks the firm only whether it sealed a file with that fingerprint.`,
  privacy: 'The file never leaves your device: only its fingerprint is sent, and nothing of its content.',
  fileLabel: 'The PDF to check',
  checking: 'Checking…',
  sealed: (date: string) => `Sealed by ${FIRM_IDENTITY.name} on ${date}, unaltered.`,
  stage: {
    signed: 'Signed by the client.',
    countersigned: 'Signed by the client and countersigned by the firm.',
  },
  unknown: 'Not a document the firm sealed, or it was changed after sealing.',
  notPdf: 'Choose a PDF file.',
  fingerprint: 'Fingerprint (SHA-256)',
};

export type VerifyWords = Omit<typeof verifyWords, 'stage'> & { stage: Record<string, string> };
