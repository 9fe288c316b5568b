/**
 * Which handler module resolves which GraphQL field, and which feature area's function serves it. The CDK
 * stack builds one Lambda function per area, holding the union of its entries' grants, and the local
 * AppSync emulation loads the same area modules (areas/<area>.ts), which route each field to its entry.
 * `entry` is relative to backend/handlers/graphql and names a module exporting `handler`.
 */
import type { TableKey } from '../../adapters/dynamodb/tables';
import type { CallerRequirement } from '../../domain/auth/callers';
import type { JobName } from '../jobs/registry';

export type { CallerRequirement };

/**
 * The feature areas, one Lambda function each (docs/decisions/005-one-function-per-area.md). An area serves
 * public callers (`anyone`, `first-stage`) or staff (`staff`, `admin`), never both, so no function that a
 * stranger can reach holds a staff grant.
 */
export const RESOLVER_AREAS = [
  'sign-in',
  'intake',
  'documents',
  'posts',
  'consultations',
  'staff',
  'account',
  'client-uploads',
] as const;
export type ResolverArea = (typeof RESOLVER_AREAS)[number];

/** The module of an area's function (relative to backend/handlers/graphql, like `entry`). */
export const areaEntry = (area: ResolverArea) => `areas/${area}`;

/** Callers that need no staff session. */
export const PUBLIC_CALLERS: readonly CallerRequirement[] = ['anyone', 'first-stage'];

export interface ResolverEntry {
  area: ResolverArea;
  typeName: 'Query' | 'Mutation';
  fieldName: string;
  entry: string;
  /**
   * Who the operation is for. The resolver wrapper enforces it before the operation runs and hands the
   * operation the actor it asks for (backend/domain/auth/callers.ts); a test walks this list calling every
   * non-public operation as each lesser caller.
   */
  caller: CallerRequirement;
  /**
   * Allowed to a user the firm's factor policy bars from everything else (past the grace period with no
   * passkey or authenticator app): the operations of enrolling one.
   */
  duringEnrolment?: boolean;
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
  /**
   * Wants a second-factor check within the last ten minutes (domain/auth/step-up.ts): the wrapper refuses
   * with the step-up message before the operation runs. Operations that need it only sometimes (disabling,
   * not enabling) check it themselves.
   */
  stepUp?: boolean;
  /** Documents bucket access limited to the `quarantine/` prefix, where clients' files wait for the scan. */
  quarantine?: DocumentsAccess;
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

/** What an entry may touch: the tables, mail, secret, jobs and buckets it names; nothing else. */
type ResolverGrants = Partial<Omit<ResolverEntry, 'area' | 'typeName' | 'fieldName' | 'entry' | 'caller'>>;

/** Staff operations read the factors table too: the wrapper checks the firm's factor policy first. */
const STAFF_CALLERS: readonly CallerRequirement[] = ['staff', 'admin'];

/** An entry before its area is stamped on (see `inArea`). */
type AreaMember = Omit<ResolverEntry, 'area'>;

/** An entry that keeps its field and caller as literal types, so a handler's actor type can be read off it. */
type Declared<
  T extends ResolverEntry['typeName'],
  F extends string,
  C extends CallerRequirement,
> = AreaMember & {
  typeName: T;
  fieldName: F;
  caller: C;
};

/** One root field's resolver, which may touch only what `grants` names (by default: nothing). */
function resolver<T extends ResolverEntry['typeName'], F extends string, C extends CallerRequirement>(
  typeName: T,
  fieldName: F,
  caller: C,
  entry: string,
  grants: ResolverGrants = {},
): Declared<T, F, C> {
  const reads: TableKey[] = [...(grants.reads ?? [])];
  // The wrapper reads the caller's factors for the firm's policy on every staff call.
  if (STAFF_CALLERS.includes(caller) && !reads.includes('factors')) reads.push('factors');
  const declared: Declared<T, F, C> = {
    typeName,
    fieldName,
    caller,
    entry,
    writes: [],
    sendsMail: false,
    usesSecret: false,
    ...grants,
    reads,
  };
  // The step-up check reads the caller's session.
  if (grants.stepUp) declared.reads = [...new Set([...declared.reads, 'sessions' as const])];
  return declared;
}

const rootField =
  <T extends ResolverEntry['typeName']>(typeName: T) =>
  <F extends string, C extends CallerRequirement>(
    fieldName: F,
    caller: C,
    entry: string,
    grants?: ResolverGrants,
  ) =>
    resolver(typeName, fieldName, caller, entry, grants);
const query = rootField('Query');
const mutation = rootField('Mutation');

/** Fields of one area that the same callers may call and that touch the same things: `{ fieldName: entry }`. */
function resolverGroup<
  T extends ResolverEntry['typeName'],
  C extends CallerRequirement,
  Fields extends Record<string, string>,
>(typeName: T, caller: C, grants: ResolverGrants, entries: Fields): Declared<T, keyof Fields & string, C>[] {
  return Object.entries(entries).map(([fieldName, entry]) =>
    resolver(typeName, fieldName as keyof Fields & string, caller, entry, grants),
  );
}

// What the operations of one area touch. Every staff operation reads `users`: the staff guard loads the caller.
const FOLDER_READ: ResolverGrants = { reads: ['users', 'documents'] };
const FOLDER_CHANGE: ResolverGrants = { ...FOLDER_READ, writes: ['documents'], appends: ['audit'] };
const POSTS_READ: ResolverGrants = { reads: ['users', 'posts'] };
const INBOX_TABLES: ResolverGrants = {
  // settings: a change sets the lead's next follow-up from the firm's cadences.
  reads: ['consultations', 'consultationEvents', 'users', 'settings'],
  // leadReports: a status change adds to the report's counters.
  writes: ['consultations', 'consultationEvents', 'leadReports'],
  appends: ['audit'],
};
const DIRECTORY_READ: ResolverGrants = { reads: ['users'] };
const ACCOUNT_CHANGE: ResolverGrants = { reads: ['users'], writes: ['users'], appends: ['audit'] };
/** Roles and access change the set of active administrators too (the last one may not go). */
const ROLE_CHANGE: ResolverGrants = {
  reads: ['users', 'staffGuards', 'sessions'],
  writes: ['users', 'staffGuards', 'sessions'],
  appends: ['audit'],
};
const AUDIT_READ: ResolverGrants = { reads: ['users', 'audit'] };
/** Ending sessions: the records are read to find them, deleted, and each end is recorded. */
const SESSIONS_CHANGE: ResolverGrants = {
  reads: ['users', 'sessions'],
  writes: ['sessions'],
  appends: ['audit'],
};
/** A change to an account that ends sessions too (password, token version, access). */
const ACCOUNT_SESSIONS_CHANGE: ResolverGrants = {
  reads: ['users', 'sessions'],
  writes: ['users', 'sessions'],
  appends: ['audit'],
};
const SETTINGS_READ: ResolverGrants = { reads: ['users', 'settings'] };
/**
 * Strong factors, at sign-in (a wrong one counts toward the account's lockout) and on /account (sealing
 * keys and recovery-code hashes come from the secret).
 */
const FACTOR_CHANGE: ResolverGrants = {
  reads: ['users', 'factors'],
  writes: ['users', 'factors'],
  appends: ['audit'],
  usesSecret: true,
};

const SIGN_IN = [
  query('health', 'anyone', 'health'),
  mutation('login', 'anyone', 'auth/login', {
    reads: ['users', 'factors'],
    // throttles: the network's limit and the account's budget of codes issued.
    writes: ['users', 'authCodes', 'throttles'],
    appends: ['audit'],
    sendsMail: true,
    usesSecret: true,
  }),
  mutation('twoFactorLogin', 'first-stage', 'auth/two-factor-login', {
    reads: ['users', 'authCodes'],
    // throttles: the account's budget of wrong codes; sessions: the one a correct code starts.
    writes: ['users', 'authCodes', 'throttles', 'sessions'],
    appends: ['audit'],
    usesSecret: true,
  }),
  mutation('sendCode', 'first-stage', 'auth/send-code', {
    reads: ['users', 'authCodes', 'factors'],
    // users: past the account's budget of codes issued, the account locks.
    writes: ['users', 'authCodes', 'throttles'],
    sendsMail: true,
    usesSecret: true,
  }),
  ...resolverGroup('Mutation', 'first-stage', FACTOR_CHANGE, {
    totpLogin: 'factors/totp-login',
    recoveryCodeLogin: 'factors/recovery-code-login',
    passkeyLoginOptions: 'factors/passkey-login-options',
    passkeyLogin: 'factors/passkey-login',
  }),
  // Without an email: challenges are counted per network like passwords.
  ...resolverGroup(
    'Mutation',
    'anyone',
    { ...FACTOR_CHANGE, writes: ['users', 'factors', 'throttles'] },
    { passkeySignInOptions: 'factors/passkey-sign-in-options', passkeySignIn: 'factors/passkey-sign-in' },
  ),
  // The lookup, token and mail run in the job, after the answer (no timing tells accounts apart).
  mutation('user', 'anyone', 'auth/request-password-reset', {
    writes: ['throttles'],
    appends: ['audit'],
    startsJobs: ['sendResetLink'],
  }),
  mutation('getUser', 'anyone', 'auth/get-reset-token-owner', {
    reads: ['users', 'resetTokens'],
    writes: ['throttles'],
    usesSecret: true,
  }),
  mutation('updatePassword', 'anyone', 'auth/update-password', {
    reads: ['users', 'resetTokens', 'sessions'],
    writes: ['users', 'resetTokens', 'throttles', 'sessions'],
    appends: ['audit'],
    sendsMail: true,
    usesSecret: true,
  }),
] satisfies AreaMember[];

const INTAKE = [
  mutation('consultationform', 'anyone', 'consultations/submit', {
    // A new lead adds to the report's counters on its firm-local day (settings: the time zone).
    reads: ['consultations', 'settings'],
    writes: ['consultations', 'throttles', 'leadReports'],
    usesSecret: true,
  }),
  query('consultationChallenge', 'anyone', 'consultations/challenge', { usesSecret: true }),
] satisfies AreaMember[];

const DOCUMENTS = [
  ...resolverGroup('Query', 'staff', FOLDER_READ, {
    documents: 'documents/list-folder',
    documentTrash: 'documents/list-trash',
    searchDocuments: 'documents/search',
  }),
  query('documentVersions', 'staff', 'documents/list-versions', {
    reads: ['users', 'documents', 'documentVersions'],
  }),
  ...resolverGroup('Mutation', 'staff', FOLDER_CHANGE, {
    createFolder: 'documents/create-folder',
    deleteFolder: 'documents/delete-folder',
    renameDocument: 'documents/rename',
    moveDocument: 'documents/move',
    trashDocument: 'documents/trash',
    restoreDocument: 'documents/restore',
  }),
  // Counts the Trash, records the job and its first entry; the job deletes (jobs/registry.ts).
  mutation('emptyTrash', 'admin', 'documents/empty-trash', {
    stepUp: true,
    reads: ['users', 'documents'],
    writes: ['jobs'],
    appends: ['audit'],
    startsJobs: ['emptyTrash'],
  }),
  query('trashEmptying', 'admin', 'documents/trash-emptying', { reads: ['users', 'jobs'] }),
  mutation('requestUpload', 'staff', 'documents/request-upload', {
    reads: ['users', 'documents'],
    writes: ['documents', 'documentVersions'],
    documents: { write: true },
  }),
  mutation('confirmUpload', 'staff', 'documents/confirm-upload', {
    reads: ['users', 'documents', 'documentVersions'],
    writes: ['documents', 'documentVersions'],
    appends: ['audit'],
    documents: { read: true, delete: true },
  }),
  mutation('documentLink', 'staff', 'documents/link', {
    reads: ['users', 'documents', 'documentVersions'],
    appends: ['audit'],
    documents: { read: true },
  }),
] satisfies AreaMember[];

/** Staff work on client document requests, in the documents area: the requests fill its folders. */
const REQUESTS_READ: ResolverGrants = { reads: ['users', 'clientRequests'] };
const REQUESTS_CHANGE: ResolverGrants = { ...REQUESTS_READ, writes: ['clientRequests'], appends: ['audit'] };
/** A new link: its token is hashed with a key derived from the secret, and it is mailed. */
const REQUESTS_LINK: ResolverGrants = { ...REQUESTS_CHANGE, sendsMail: true, usesSecret: true };

const CLIENT_REQUESTS = [
  ...resolverGroup('Query', 'staff', REQUESTS_READ, {
    clientRequests: 'client-requests/list',
    clientRequest: 'client-requests/get',
  }),
  mutation('createClientRequest', 'staff', 'client-requests/create', {
    ...REQUESTS_LINK,
    reads: ['users', 'clientRequests', 'documents', 'consultations'],
    writes: ['clientRequests', 'documents'],
  }),
  mutation('resendClientRequest', 'staff', 'client-requests/resend', REQUESTS_LINK),
  ...resolverGroup('Mutation', 'staff', REQUESTS_CHANGE, {
    extendClientRequest: 'client-requests/extend',
    revokeClientRequest: 'client-requests/revoke',
  }),
  mutation('releaseClientFile', 'staff', 'client-requests/release-file', {
    reads: ['users', 'clientRequests', 'documents'],
    writes: ['clientRequests', 'documents', 'documentVersions'],
    appends: ['audit'],
    documents: { read: true, write: true },
    quarantine: { read: true, delete: true },
  }),
] satisfies AreaMember[];

/**
 * The client's upload page: public (the link's token is the only proof), its own function, so nothing a
 * stranger reaches holds a staff grant. Every operation counts link checks per network (throttles).
 */
const CLIENT_LINK: ResolverGrants = {
  reads: ['clientRequests'],
  writes: ['clientRequests', 'throttles'],
  appends: ['audit'],
  usesSecret: true,
};
/** "I'm done" and "ask for a new link" tell whoever asked and the consultation's assignee. */
const CLIENT_NOTICE: ResolverGrants = {
  ...CLIENT_LINK,
  reads: ['clientRequests', 'consultations'],
  sendsMail: true,
};

const CLIENT_UPLOADS = [
  query('clientUploadPage', 'anyone', 'client-requests/upload-page', CLIENT_LINK),
  mutation('requestClientUpload', 'anyone', 'client-requests/request-upload', {
    ...CLIENT_LINK,
    quarantine: { write: true },
  }),
  mutation('confirmClientUpload', 'anyone', 'client-requests/confirm-upload', {
    ...CLIENT_LINK,
    quarantine: { read: true, delete: true },
  }),
  mutation('finishClientUploads', 'anyone', 'client-requests/finish', CLIENT_NOTICE),
  mutation('askForNewUploadLink', 'anyone', 'client-requests/ask-for-new-link', CLIENT_NOTICE),
] satisfies AreaMember[];

const POSTS = [
  query('posts', 'staff', 'posts/list-posts', POSTS_READ),
  query('post', 'staff', 'posts/get-post', POSTS_READ),
  mutation('savePost', 'staff', 'posts/save-post', {
    ...POSTS_READ,
    writes: ['posts'],
    appends: ['audit'],
    startsJobs: ['updatePublicPages'],
  }),
] satisfies AreaMember[];

const CONSULTATIONS = [
  query('consultations', 'staff', 'consultations/list', INBOX_TABLES),
  query('consultation', 'staff', 'consultations/open', INBOX_TABLES),
  mutation('updateConsultation', 'staff', 'consultations/update', INBOX_TABLES),
  mutation('addConsultationNote', 'staff', 'consultations/add-note', INBOX_TABLES),
  mutation('resendConsultationNotice', 'staff', 'consultations/resend-notice', {
    ...INBOX_TABLES,
    sendsMail: true,
  }),
  mutation('exportConsultations', 'admin', 'consultations/export', {
    ...INBOX_TABLES,
    exports: true,
    stepUp: true,
  }),
  query('assignableStaff', 'staff', 'consultations/assignable-staff', DIRECTORY_READ),
  query('leadsAwaitingContact', 'staff', 'consultations/awaiting-contact', {
    reads: ['users', 'consultations'],
  }),
  query('myFollowUps', 'staff', 'consultations/my-follow-ups', {
    reads: ['users', 'consultations', 'settings'],
  }),
  query('leadReport', 'staff', 'consultations/lead-report', { reads: ['users', 'leadReports'] }),
  mutation('exportLeadReport', 'staff', 'consultations/export-lead-report', {
    reads: ['users', 'leadReports'],
    appends: ['audit'],
    exports: true,
  }),
] satisfies AreaMember[];

const STAFF = [
  mutation('addUser', 'admin', 'auth/add-user', ACCOUNT_CHANGE),
  query('staffUsers', 'admin', 'staff/staff-users', DIRECTORY_READ),
  mutation('setStaffDisabled', 'admin', 'staff/set-staff-disabled', ROLE_CHANGE),
  mutation('setStaffAdministrator', 'admin', 'staff/set-staff-administrator', ROLE_CHANGE),
  mutation('endStaffSessions', 'admin', 'staff/end-staff-sessions', ACCOUNT_SESSIONS_CHANGE),
  mutation('unlockStaff', 'admin', 'staff/unlock-staff', ACCOUNT_CHANGE),
  query('factorPolicy', 'admin', 'staff/factor-policy', DIRECTORY_READ),
  mutation('setFactorPolicy', 'admin', 'staff/set-factor-policy', {
    reads: ['users', 'factors'],
    writes: ['factors'],
    appends: ['audit'],
  }),
  mutation('resetStaffFactors', 'admin', 'staff/reset-staff-factors', {
    reads: ['users', 'factors'],
    writes: ['factors'],
    appends: ['audit'],
    sendsMail: true,
  }),
  mutation('sendStaffResetLink', 'admin', 'staff/send-staff-reset-link', {
    reads: ['users'],
    writes: ['resetTokens'],
    appends: ['audit'],
    sendsMail: true,
    usesSecret: true,
  }),
  query('auditEntries', 'admin', 'staff/audit-entries', AUDIT_READ),
  mutation('exportAudit', 'admin', 'staff/export-audit', {
    ...AUDIT_READ,
    appends: ['audit'],
    stepUp: true,
  }),
  query('firmSettings', 'admin', 'settings/firm-settings', SETTINGS_READ),
  mutation('updateFirmSettings', 'admin', 'settings/update-firm-settings', {
    ...SETTINGS_READ,
    writes: ['settings'],
    appends: ['audit'],
  }),
] satisfies AreaMember[];

const ACCOUNT = [
  // Seeing and ending one's own sessions stays open at the enrolment screen: it only protects the account.
  query('mySignIns', 'staff', 'staff/my-sign-ins', { ...AUDIT_READ, duringEnrolment: true }),
  mutation('changeMyName', 'staff', 'staff/change-my-name', {
    ...ACCOUNT_CHANGE,
    reads: ['users', 'sessions'],
    usesSecret: true,
  }),
  mutation('changeMyPassword', 'staff', 'staff/change-my-password', {
    ...ACCOUNT_SESSIONS_CHANGE,
    // The account's budget of wrong current passwords.
    writes: ['users', 'sessions', 'throttles'],
    sendsMail: true,
    usesSecret: true,
  }),
  mutation('signOutEverywhereElse', 'staff', 'staff/sign-out-everywhere-else', {
    ...ACCOUNT_SESSIONS_CHANGE,
    usesSecret: true,
    duringEnrolment: true,
  }),
  query('mySessions', 'staff', 'staff/my-sessions', { reads: ['users', 'sessions'], duringEnrolment: true }),
  mutation('signOut', 'staff', 'staff/sign-out', { ...SESSIONS_CHANGE, duringEnrolment: true }),
  mutation('endMySession', 'staff', 'staff/end-my-session', { ...SESSIONS_CHANGE, duringEnrolment: true }),
  mutation('sendStepUpCode', 'staff', 'staff/send-step-up-code', {
    reads: ['users'],
    // users: past the account's budget of codes issued, the account locks.
    writes: ['users', 'authCodes', 'throttles'],
    sendsMail: true,
    usesSecret: true,
    // A user the policy holds at the enrolment screen may need it to add their first strong factor.
    duringEnrolment: true,
  }),
  mutation('confirmStepUp', 'staff', 'staff/confirm-step-up', {
    reads: ['users', 'authCodes', 'sessions'],
    writes: ['users', 'authCodes', 'throttles', 'sessions'],
    appends: ['audit'],
    usesSecret: true,
    duringEnrolment: true,
  }),
  // Step-up with the app: the app's code rules (each step once, the account's budget), then the session.
  mutation('confirmStepUpWithAuthenticator', 'staff', 'factors/confirm-step-up-with-authenticator', {
    ...FACTOR_CHANGE,
    reads: ['users', 'factors', 'sessions'],
    writes: ['users', 'factors', 'throttles', 'sessions'],
  }),
  query('myFactors', 'staff', 'factors/my-factors', { reads: ['users', 'factors'], duringEnrolment: true }),
  // Changing factors wants a recent second factor: a stolen session must not add its own passkey or
  // remove the owner's. The sign-in counts, so enrolling right after it asks for nothing more.
  ...resolverGroup(
    'Mutation',
    'staff',
    { ...FACTOR_CHANGE, duringEnrolment: true, stepUp: true },
    {
      startTotpEnrolment: 'factors/start-totp-enrolment',
      confirmTotpEnrolment: 'factors/confirm-totp-enrolment',
      addPasskey: 'factors/add-passkey',
    },
  ),
  // Only a challenge, changing nothing: /account fetches one as it opens (Safari wants the ceremony inside
  // the click), so asking for a step-up here would prompt on every visit; adding the passkey asks instead.
  mutation('passkeyRegistrationOptions', 'staff', 'factors/passkey-registration-options', {
    ...FACTOR_CHANGE,
    duringEnrolment: true,
  }),
  ...resolverGroup(
    'Mutation',
    'staff',
    { ...FACTOR_CHANGE, stepUp: true },
    {
      removeTotp: 'factors/remove-totp',
      regenerateRecoveryCodes: 'factors/regenerate-recovery-codes',
      removePasskey: 'factors/remove-passkey',
    },
  ),
] satisfies AreaMember[];

/**
 * The caller's calendar feed: its link's secret is hashed with a key derived from the secret. Making a link
 * asks for a recent second factor, as recovery codes do: a link is a lasting way to read leads.
 */
const CALENDAR_FEED_CHANGE: ResolverGrants = {
  reads: ['users', 'calendarFeeds'],
  writes: ['calendarFeeds'],
  appends: ['audit'],
  usesSecret: true,
};

const CALENDAR_FEED = [
  query('myCalendarFeed', 'staff', 'calendar-feed/my-calendar-feed', { reads: ['users', 'calendarFeeds'] }),
  mutation('createCalendarFeed', 'staff', 'calendar-feed/create', { ...CALENDAR_FEED_CHANGE, stepUp: true }),
  mutation('turnOffCalendarFeed', 'staff', 'calendar-feed/turn-off', CALENDAR_FEED_CHANGE),
] satisfies AreaMember[];

/** Stamps each member with its area: the function that serves it. */
const inArea = <M extends AreaMember>(
  area: ResolverArea,
  members: readonly M[],
): (M & { area: ResolverArea })[] => members.map((member) => ({ ...member, area }));

export const resolvers = [
  ...inArea('sign-in', SIGN_IN),
  ...inArea('intake', INTAKE),
  ...inArea('documents', DOCUMENTS),
  ...inArea('documents', CLIENT_REQUESTS),
  ...inArea('client-uploads', CLIENT_UPLOADS),
  ...inArea('posts', POSTS),
  ...inArea('consultations', CONSULTATIONS),
  ...inArea('staff', STAFF),
  ...inArea('account', ACCOUNT),
  ...inArea('account', CALENDAR_FEED),
] satisfies ResolverEntry[];

/**
 * What the authorizer function may touch: it reads users to check the token version and the session to see
 * that it still holds, and writes the session's last seen (at most once a minute).
 */
export const authorizerEntry = {
  entry: 'authorizer',
  reads: ['users', 'sessions'] as TableKey[],
  writes: ['sessions'] as TableKey[],
  usesSecret: true,
};

/**
 * AppSync caches an authorizer answer by the Authorization header alone. No answer may be cached: a cached
 * "yes" would let a request without the origin header through (and carry another viewer's address), and a
 * cached "no" for a direct call would refuse every visitor sending the same bare `Bearer`.
 */
export const AUTHORIZER_CACHE_TTL_SECONDS = 0;
