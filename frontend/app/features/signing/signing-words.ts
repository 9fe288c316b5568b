/**
 * The signing page's words in English. The page speaks the letter's language (the server answers
 * `language`), so each word the page shows has its Spanish twin in signing-words.es.ts, of the same shape.
 */
import { FIRM_IDENTITY } from '#contract/firm';
import { SIGNING_CODE_DIGITS, SIGNING_CODE_MINUTES } from '#contract/letters';

export const signingWords = {
  locale: 'en-US',
  pageTitle: 'Sign your agreement',
  loading: 'Loading your document…',
  steps: (current: number, total: number) => `Step ${current} of ${total}`,
  greeting: (name: string, firmName: string, title: string) =>
    `Hello ${name}. ${firmName} asks you to sign the ${title}.`,

  consentHeading: 'Agree to sign electronically',
  consentIntro:
    'Before you sign, read how signing electronically works and what you agree to. You can ask for a paper copy instead.',
  consentPdfLink: 'Open the consent as a PDF',
  consentPdfHelp:
    'The PDF prints a word at its end. Typing it here shows you can open the PDF files this agreement comes in.',
  accessWordLabel: 'The word printed in the PDF',
  agreeLabel: 'I agree to do business with the firm electronically and to sign this document electronically.',
  agreeRequired: 'Tick the box to agree, or contact the firm for a paper copy.',
  consentButton: 'Continue',
  consentPending: 'Saving…',

  identityHeading: 'Confirm it is you',
  identityIntro: (maskedEmail: string) =>
    `We will email a ${SIGNING_CODE_DIGITS}-digit code to ${maskedEmail}. It works for ${SIGNING_CODE_MINUTES} minutes.`,
  sendCode: 'Email me a code',
  sendNewCode: 'Email me a new code',
  sendingCode: 'Sending…',
  codeSent: (maskedEmail: string) => `We sent a code to ${maskedEmail}. It may take a minute to arrive.`,
  codeLabel: `${SIGNING_CODE_DIGITS}-digit code`,
  codeHelp: 'Check your spam folder if the email does not arrive.',
  checkCode: 'Confirm the code',
  checkingCode: 'Checking…',

  documentHeading: 'Read and sign',
  openDocument: 'Open the document (PDF)',
  pages: (count: number) => (count === 1 ? 'The document has 1 page.' : `The document has ${count} pages.`),
  readEveryPage:
    'It opens in your phone’s or computer’s PDF viewer. Read every page before you sign; you may call us with any question.',
  typedNameLabel: 'Type your full name',
  typedNameHelp: (name: string) => `As the agreement names you: ${name}.`,
  drawnLabel: 'Draw your signature (optional)',
  drawnHelp: 'Draw with a finger, a pen or a mouse. You may skip this: your typed name is your signature.',
  drawnCanvas: 'Signature drawing area',
  clearDrawing: 'Clear the drawing',
  dateLabel: 'Date',
  signButton: 'Sign',
  signing: 'Signing…',
  declineButton: 'Decline to sign',
  declineHeading: 'Decline to sign',
  declineReasonLabel: 'Tell the firm why (required)',
  declineSubmit: 'Decline',
  declineCancel: 'Go back',
  declineConfirmTitle: 'Decline this agreement?',
  declineConfirmBody:
    'The firm will be told that you declined, with your reason. This link will stop working for signing.',
  declineConfirm: 'Yes, decline',
  declining: 'Declining…',
  cancel: 'Cancel',

  signedHeading: 'You signed the agreement',
  signedBody: (firmName: string) =>
    `Thank you. ${firmName} has your signed agreement, and we emailed you as well.`,
  signedLink: 'Download the signed PDF',
  sealing: 'Your signed copy is being sealed; its link appears here in a moment.',
  declinedHeading: 'You declined to sign',
  declinedBody: (firmName: string) => `${firmName} has been told. Call us if this was a mistake.`,
  expiredHeading: 'This link has expired',
  expiredBody: (firmName: string) =>
    `The time to sign this agreement has passed. Call ${firmName} and we will send you a new link.`,
  notFoundHeading: 'This link does not work',
  notFoundBody: `It may have been mistyped, replaced by a newer link or withdrawn. Call ${FIRM_IDENTITY.shortName} at ${FIRM_IDENTITY.phoneDisplay}.`,
  callUs: (phone: string) => `Call ${phone}`,
} as const;

export type SigningWords = {
  [Key in keyof typeof signingWords]: (typeof signingWords)[Key] extends string
    ? string
    : (typeof signingWords)[Key];
};
