/**
 * Work a request hands on to run after its answer, so the caller's wait does not depend on what the work
 * finds (the reset link: an existing account gets a token and a mail, an unknown one nothing). In AWS the
 * stack builds one function per entry, invoked asynchronously (infra/jobs.ts); locally the local Lambda
 * emulation runs the same handler module after answering the invoke (backend/local/lambda.ts).
 * `entry` is relative to backend/handlers/jobs and names a module exporting `handler`.
 */
import { ENV } from '../../environment';
import type { FunctionGrants } from '../function-grants';

export interface JobEntry extends FunctionGrants {
  /** Construct id, and the function name the local emulation answers to. */
  name: string;
  entry: string;
  description: string;
  /** The variable that tells a function which may start this job the job function's name. */
  envVar: string;
  /** Bulk work: a run may take this long (Lambda's limit is 15); a request's job takes the default 10 s. */
  timeoutMinutes?: number;
  /**
   * Renders the public site's news pages: the stack bundles the site build's kept server build with it and
   * grants it the site bucket's news keys and the distribution's invalidations (infra/news-pages.ts).
   */
  rendersSitePages?: boolean;
}

export const jobs = {
  sendResetLink: {
    name: 'SendResetLink',
    entry: 'send-reset-link',
    description: 'Mails a password reset link after Mutation.user has answered (if the account exists)',
    envVar: ENV.resetMailerFunction,
    reads: ['users'],
    writes: ['resetTokens'],
    // audit: the request is recorded (auth.reset-requested), with what became of it.
    appends: ['audit'],
    sendsMail: true,
    usesSecret: true,
  },
  updatePublicPages: {
    name: 'PublicPagesUpdater',
    entry: 'update-public-pages',
    description:
      "Writes a published post's page, the news list and sitemap.xml into the site (the news renderer)",
    envVar: ENV.publicPagesFunction,
    reads: ['posts'],
    writes: [],
    sendsMail: false,
    usesSecret: false,
    rendersSitePages: true,
  },
  emptyTrash: {
    name: 'TrashEmptier',
    entry: 'empty-trash',
    description:
      'Deletes the files in the Trash after Mutation.emptyTrash has answered, one audit entry per file',
    envVar: ENV.trashEmptierFunction,
    reads: ['documents', 'documentVersions', 'jobs'],
    writes: ['documents', 'documentVersions', 'jobs'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
    documents: { delete: true },
    // About 0.1 s a file (its versions, objects and entry): some 9,000 files a run; a retry carries on.
    timeoutMinutes: 15,
  },
  checkConflicts: {
    name: 'ConflictChecker',
    entry: 'check-conflicts',
    description:
      "Files a new lead's client as its first party and runs its conflict check, after the form has answered",
    envVar: ENV.conflictCheckerFunction,
    reads: ['consultations', 'parties'],
    writes: ['consultations', 'consultationEvents', 'parties'],
    sendsMail: false,
    usesSecret: false,
  },
  sealSignedLetter: {
    name: 'LetterSealer',
    entry: 'seal-signed-letter',
    description:
      "Seals a letter every signer signed and files it in the client's folder, tells the attorney and opens the matter",
    envVar: ENV.letterSealerFunction,
    // consultations: the lead's conflict state before a matter opens; users: the attorney is active staff;
    // settings: the firm's zone, for the matter's dates; documents: the client's folder.
    reads: ['letters', 'consultations', 'matters', 'users', 'settings', 'documents'],
    writes: ['letters', 'matters', 'documents', 'documentVersions', 'consultationEvents'],
    appends: ['audit'],
    sendsMail: true,
    usesSecret: false,
    // The sealed PDF is written under letters/ and copied into documents/ (the client's folder).
    letters: { read: true, write: true },
    documents: { write: true },
    // The one function that signs with the firm's seal key (infra/sealing-key.ts).
    seals: true,
  },
} as const satisfies Record<string, JobEntry>;

export type JobName = keyof typeof jobs;
