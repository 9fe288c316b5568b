/**
 * Engagement letters, staff's side: templates (administrators save and retire; staff read) and the letters
 * of a lead or matter. They run in the documents area's function: a letter's PDFs live in the documents
 * bucket (letters/), its sealed PDF lands in the client's folder, and the lead's conflict state is read
 * before a letter is prepared, as a client request reads its lead.
 */
import { mutation, query, resolverGroup, type AreaMember, type ResolverGrants } from './entries';

/** Reading templates makes the firm's samples the first time (a conditional put each). */
const TEMPLATES_READ: ResolverGrants = { reads: ['letters'], writes: ['letters'] };
const TEMPLATES_CHANGE: ResolverGrants = { ...TEMPLATES_READ, appends: ['audit'] };
/**
 * Preparing a letter: the lead and its conflict state (consultations), its matter, the responsible attorney
 * (users), the firm's zone (settings); the PDF under letters/. Sending also finds or makes the client's
 * folder (documents), mails each signer a link hashed with the signing page's key (the public-function
 * secret) and writes the lead's timeline (consultationEvents).
 */
const LETTER_DRAFT: ResolverGrants = {
  reads: ['letters', 'consultations', 'matters', 'users', 'settings'],
  writes: ['letters'],
  appends: ['audit'],
  letters: { read: true, write: true },
};
const LETTER_SEND: ResolverGrants = {
  ...LETTER_DRAFT,
  reads: ['letters', 'consultations', 'matters', 'users', 'settings', 'documents'],
  writes: ['letters', 'documents', 'consultationEvents'],
  sendsMail: true,
  usesPublicFunctionSecret: true,
};

export const LETTERS = [
  ...resolverGroup('Query', 'staff', TEMPLATES_READ, {
    letterTemplates: 'letters/templates',
    letterTemplate: 'letters/template',
  }),
  ...resolverGroup('Mutation', 'admin', TEMPLATES_CHANGE, {
    saveLetterTemplate: 'letters/save-template',
    retireLetterTemplate: 'letters/retire-template',
  }),
  ...resolverGroup(
    'Query',
    'staff',
    { reads: ['letters'] },
    { letters: 'letters/list', letter: 'letters/get' },
  ),
  query('letterDownload', 'staff', 'letters/download', {
    reads: ['letters'],
    appends: ['audit'],
    letters: { read: true },
  }),
  mutation('previewLetter', 'staff', 'letters/preview', LETTER_DRAFT),
  mutation('sendLetter', 'staff', 'letters/send', LETTER_SEND),
  mutation('resendLetter', 'staff', 'letters/resend', LETTER_SEND),
  mutation('revokeLetter', 'staff', 'letters/revoke', {
    reads: ['letters'],
    writes: ['letters', 'consultationEvents'],
    appends: ['audit'],
  }),
  // Recorded here; the sealing job, which alone may use the firm's key, seals it again and files it.
  mutation('countersignLetter', 'staff', 'letters/countersign', {
    reads: ['letters', 'matters'],
    writes: ['letters'],
    appends: ['audit'],
    startsJobs: ['sealSignedLetter'],
  }),
] satisfies AreaMember[];
