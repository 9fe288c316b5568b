/**
 * Which handler module resolves which GraphQL field. The CDK stack builds one Lambda function per entry
 * (so each gets only the permissions it needs) and the local AppSync emulation loads the same modules.
 * `entry` is relative to backend/handlers/graphql and names a module exporting `handler`.
 */
import type { TableKey } from '../../adapters/dynamodb/tables';
import type { JobName } from '../jobs/registry';

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
  /** Jobs it starts after answering (backend/handlers/jobs/registry.ts); the stack grants the invoke. */
  startsJobs?: JobName[];
  /** Documents bucket access, limited to the `documents/` prefix (see infra/backend-function.ts). */
  documents?: DocumentsAccess;
}

/**
 * What a function may do in the documents bucket: `read` = HeadObject and sign GET links, `write` = sign
 * upload POSTs, `delete` = delete objects and their versions.
 */
export interface DocumentsAccess {
  read?: boolean;
  write?: boolean;
  delete?: boolean;
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
    appends: ['audit'],
    sendsMail: true,
    usesSecret: true,
  },
  {
    typeName: 'Mutation',
    fieldName: 'twoFactorLogin',
    caller: 'first-stage',
    entry: 'auth/two-factor-login',
    reads: ['users', 'authCodes'],
    writes: ['users', 'authCodes'],
    appends: ['audit'],
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
    // The lookup, token and mail run in the job, after the answer (no timing tells accounts apart).
    reads: [],
    writes: ['throttles'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
    startsJobs: ['sendResetLink'],
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
    appends: ['audit'],
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
    appends: ['audit'],
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
    fieldName: 'documents',
    caller: 'staff',
    entry: 'documents/list-folder',
    reads: ['users', 'documents'],
    writes: [],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Query',
    fieldName: 'documentTrash',
    caller: 'staff',
    entry: 'documents/list-trash',
    reads: ['users', 'documents'],
    writes: [],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Query',
    fieldName: 'searchDocuments',
    caller: 'staff',
    entry: 'documents/search',
    reads: ['users', 'documents'],
    writes: [],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Query',
    fieldName: 'documentVersions',
    caller: 'staff',
    entry: 'documents/list-versions',
    reads: ['users', 'documents', 'documentVersions'],
    writes: [],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'createFolder',
    caller: 'staff',
    entry: 'documents/create-folder',
    reads: ['users', 'documents'],
    writes: ['documents'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'deleteFolder',
    caller: 'staff',
    entry: 'documents/delete-folder',
    reads: ['users', 'documents'],
    writes: ['documents'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'renameDocument',
    caller: 'staff',
    entry: 'documents/rename',
    reads: ['users', 'documents'],
    writes: ['documents'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'moveDocument',
    caller: 'staff',
    entry: 'documents/move',
    reads: ['users', 'documents'],
    writes: ['documents'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'trashDocument',
    caller: 'staff',
    entry: 'documents/trash',
    reads: ['users', 'documents'],
    writes: ['documents'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'restoreDocument',
    caller: 'staff',
    entry: 'documents/restore',
    reads: ['users', 'documents'],
    writes: ['documents'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'emptyTrash',
    caller: 'admin',
    entry: 'documents/empty-trash',
    reads: ['users', 'documents', 'documentVersions'],
    writes: ['documents', 'documentVersions'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
    documents: { delete: true },
  },
  {
    typeName: 'Mutation',
    fieldName: 'requestUpload',
    caller: 'staff',
    entry: 'documents/request-upload',
    reads: ['users', 'documents'],
    writes: ['documents', 'documentVersions'],
    sendsMail: false,
    usesSecret: false,
    documents: { write: true },
  },
  {
    typeName: 'Mutation',
    fieldName: 'confirmUpload',
    caller: 'staff',
    entry: 'documents/confirm-upload',
    reads: ['users', 'documents', 'documentVersions'],
    writes: ['documents', 'documentVersions'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
    documents: { read: true, delete: true },
  },
  {
    typeName: 'Mutation',
    fieldName: 'documentLink',
    caller: 'staff',
    entry: 'documents/link',
    reads: ['users', 'documents', 'documentVersions'],
    writes: [],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
    documents: { read: true },
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
    startsJobs: ['updatePublicPages'],
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
  {
    typeName: 'Query',
    fieldName: 'staffUsers',
    caller: 'admin',
    entry: 'staff/staff-users',
    reads: ['users'],
    writes: [],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'setStaffDisabled',
    caller: 'admin',
    entry: 'staff/set-staff-disabled',
    reads: ['users', 'staffGuards'],
    writes: ['users', 'staffGuards'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'setStaffAdministrator',
    caller: 'admin',
    entry: 'staff/set-staff-administrator',
    reads: ['users', 'staffGuards'],
    writes: ['users', 'staffGuards'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'endStaffSessions',
    caller: 'admin',
    entry: 'staff/end-staff-sessions',
    reads: ['users'],
    writes: ['users'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'unlockStaff',
    caller: 'admin',
    entry: 'staff/unlock-staff',
    reads: ['users'],
    writes: ['users'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'sendStaffResetLink',
    caller: 'admin',
    entry: 'staff/send-staff-reset-link',
    reads: ['users'],
    writes: ['resetTokens'],
    appends: ['audit'],
    sendsMail: true,
    usesSecret: true,
  },
  {
    typeName: 'Query',
    fieldName: 'auditEntries',
    caller: 'admin',
    entry: 'staff/audit-entries',
    reads: ['users', 'audit'],
    writes: [],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'exportAudit',
    caller: 'admin',
    entry: 'staff/export-audit',
    reads: ['users', 'audit'],
    writes: [],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Query',
    fieldName: 'mySignIns',
    caller: 'staff',
    entry: 'staff/my-sign-ins',
    reads: ['users', 'audit'],
    writes: [],
    sendsMail: false,
    usesSecret: false,
  },
  {
    typeName: 'Mutation',
    fieldName: 'changeMyName',
    caller: 'staff',
    entry: 'staff/change-my-name',
    reads: ['users'],
    writes: ['users'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: true,
  },
  {
    typeName: 'Mutation',
    fieldName: 'changeMyPassword',
    caller: 'staff',
    entry: 'staff/change-my-password',
    reads: ['users'],
    writes: ['users'],
    appends: ['audit'],
    sendsMail: true,
    usesSecret: true,
  },
  {
    typeName: 'Mutation',
    fieldName: 'signOutEverywhereElse',
    caller: 'staff',
    entry: 'staff/sign-out-everywhere-else',
    reads: ['users'],
    writes: ['users'],
    appends: ['audit'],
    sendsMail: false,
    usesSecret: true,
  },
];

/** What the authorizer function may touch: it reads users to check the token version. */
export const authorizerEntry = { entry: 'authorizer', reads: ['users'] as TableKey[], usesSecret: true };

/**
 * AppSync caches an authorizer answer by the Authorization header alone. No answer may be cached: a cached
 * "yes" would let a request without the origin header through (and carry another viewer's address), and a
 * cached "no" for a direct call would refuse every visitor sending the same bare `Bearer`.
 */
export const AUTHORIZER_CACHE_TTL_SECONDS = 0;
