/**
 * Which handler module resolves which GraphQL field. The CDK stack builds one Lambda function per entry
 * (so each gets only the permissions it needs) and the local AppSync emulation loads the same modules.
 * `entry` is relative to backend/handlers/graphql and names a module exporting `handler`.
 */
import type { TableKey } from '../../adapters/dynamodb/tables';

/**
 * Who the operation is for; the resolver enforces it (requireStaff / requireAdministrator /
 * requireFirstStage), and a test walks this list calling every non-public operation as each lesser caller.
 */
export type CallerRequirement = 'anyone' | 'first-stage' | 'staff' | 'admin';

export interface ResolverEntry {
  typeName: 'Query' | 'Mutation';
  fieldName: string;
  entry: string;
  caller: CallerRequirement;
  /** Tables the function reads and writes; the stack grants exactly these. */
  reads: TableKey[];
  writes: TableKey[];
  /** Append-only tables (the audit log): the function may add items and nothing else. */
  appends?: TableKey[];
  sendsMail: boolean;
  /** Needs the signing secret (tokens, code and reset-token hashing). */
  usesSecret: boolean;
  /** Writes exports to the documents bucket's `exports/` and signs their links. */
  exports?: boolean;
}

const INBOX_TABLES = {
  reads: ['consultations', 'consultationEvents', 'users'] as TableKey[],
  writes: ['consultations', 'consultationEvents'] as TableKey[],
  appends: ['audit'] as TableKey[],
};

export const resolvers: ResolverEntry[] = [
  {
    typeName: 'Query',
    fieldName: 'health',
    caller: 'anyone',
    entry: 'health',
    reads: [],
    writes: [],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'login',
    caller: 'anyone',
    entry: 'auth/login',
    reads: ['users'],
    writes: ['users', 'authCodes', 'throttles'],
    sendsMail: true,
    usesSecret: true,
  },
  {
    typeName: 'Mutation',
    fieldName: 'twoFactorLogin',
    caller: 'first-stage',
    entry: 'auth/two-factor-login',
    reads: ['users', 'authCodes'],
    writes: ['authCodes'],
    sendsMail: false,
    usesSecret: true,
  },
  {
    typeName: 'Mutation',
    fieldName: 'sendCode',
    caller: 'first-stage',
    entry: 'auth/send-code',
    reads: ['users', 'authCodes'],
    writes: ['authCodes', 'throttles'],
    sendsMail: true,
    usesSecret: true,
  },
  {
    typeName: 'Mutation',
    fieldName: 'user',
    caller: 'anyone',
    entry: 'auth/request-password-reset',
    reads: ['users'],
    writes: ['resetTokens', 'throttles'],
    sendsMail: true,
    usesSecret: true,
  },
  {
    typeName: 'Mutation',
    fieldName: 'getUser',
    caller: 'anyone',
    entry: 'auth/get-reset-token-owner',
    reads: ['users', 'resetTokens'],
    writes: ['throttles'],
    sendsMail: false,
    usesSecret: true,
  },
  {
    typeName: 'Mutation',
    fieldName: 'addUser',
    caller: 'admin',
    entry: 'auth/add-user',
    reads: ['users'],
    writes: ['users'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'updatePassword',
    caller: 'anyone',
    entry: 'auth/update-password',
    reads: ['users', 'resetTokens'],
    writes: ['users', 'resetTokens', 'throttles'],
    sendsMail: true,
    usesSecret: true,
  },
  {
    typeName: 'Mutation',
    fieldName: 'consultationform',
    caller: 'anyone',
    entry: 'consultations/submit',
    reads: ['consultations'],
    writes: ['consultations', 'throttles'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Query',
    fieldName: 'posts',
    caller: 'staff',
    entry: 'posts/list-posts',
    reads: ['users', 'posts'],
    writes: [],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Query',
    fieldName: 'post',
    caller: 'staff',
    entry: 'posts/get-post',
    reads: ['users', 'posts'],
    writes: [],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'savePost',
    caller: 'staff',
    entry: 'posts/save-post',
    reads: ['users', 'posts'],
    writes: ['posts'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Query',
    fieldName: 'consultations',
    caller: 'staff',
    entry: 'consultations/list',
    ...INBOX_TABLES,
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Query',
    fieldName: 'consultation',
    caller: 'staff',
    entry: 'consultations/open',
    ...INBOX_TABLES,
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'updateConsultation',
    caller: 'staff',
    entry: 'consultations/update',
    ...INBOX_TABLES,
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'addConsultationNote',
    caller: 'staff',
    entry: 'consultations/add-note',
    ...INBOX_TABLES,
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'resendConsultationNotice',
    caller: 'staff',
    entry: 'consultations/resend-notice',
    ...INBOX_TABLES,
    sendsMail: true,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'exportConsultations',
    caller: 'admin',
    entry: 'consultations/export',
    ...INBOX_TABLES,
    sendsMail: false,
    usesSecret: false,
    exports: true,
  },
];

/** What the authorizer function may touch: it reads users to check the token version. */
export const authorizerEntry = { entry: 'authorizer', reads: ['users'] as TableKey[], usesSecret: true };

/** How long AppSync may cache an answer for the same header: short, so a password change ends sessions fast. */
export const AUTHORIZER_CACHE_TTL_SECONDS = 60;
