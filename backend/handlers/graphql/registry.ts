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
  },
];

/** What the authorizer function may touch: it reads users to check the token version. */
export const authorizerEntry = { entry: 'authorizer', reads: ['users'] as TableKey[], usesSecret: true };

/** How long AppSync may cache an answer for the same header: short, so a password change ends sessions fast. */
export const AUTHORIZER_CACHE_TTL_SECONDS = 60;
