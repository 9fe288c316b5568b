/**
 * The DynamoDB tables, defined once: the CDK data construct creates them in AWS and the local runtime
 * creates them in dynalite from these same records.
 */
import { SORT_INDEXES } from './document-keys';

/** A global secondary index; all key attributes are strings (ISO times and zero-padded numbers sort). */
export interface IndexDefinition {
  readonly indexName: string;
  readonly partitionKey: string;
  readonly sortKey?: string;
}

export interface TableDefinition {
  /** CloudFormation logical id; stable, because these tables hold state. */
  readonly logicalId: string;
  /** Environment variable through which handlers receive the table's name. */
  readonly envVar: string;
  /**
   * The stack output naming the deployed table, for the operator commands that use it (create-admin,
   * rebuild-reports): they read the name from `envVar`, and their help and errors name this output.
   */
  readonly output?: string;
  readonly partitionKey: string;
  readonly sortKey?: string;
  /** Global secondary indexes (projection ALL): every list on a request path is a Query on a key or one of these. */
  readonly indexes?: readonly IndexDefinition[];
  /** Attribute holding the expiry in epoch seconds; DynamoDB deletes expired items, code also checks it. */
  readonly timeToLiveAttribute?: 'expiresAt';
}

/**
 * Indexes that all sort by one attribute, each on a partition key of its own (`{ indexName: partitionKey }`):
 * one table listed the same way (newest first, say) by several different keys.
 */
function sortedBy(sortKey: string, partitionKeys: Record<string, string>): IndexDefinition[] {
  return Object.entries(partitionKeys).map(([indexName, partitionKey]) => ({
    indexName,
    partitionKey,
    sortKey,
  }));
}

/** The consultations table's indexes (see the table below): index name → partition key, newest first each. */
export const CONSULTATION_INDEX_KEYS = {
  byTime: 'stream',
  byStatus: 'leadStatus',
  byAssignee: 'assigneeEmail',
  byEmail: 'emailKey',
  byPhone: 'phoneKey',
  byName: 'nameKey',
  byNotice: 'noticeQueue',
  byAcknowledgement: 'acknowledgementQueue',
  /** Sparse: non-spam requests made in another language than English (consultation-keys.ts). */
  byLanguage: 'languageKey',
} as const;

/** The audit table's indexes (see the table below): index name → partition key, newest first each. */
export const AUDIT_INDEX_KEYS = {
  byTime: 'stream',
  byActor: 'actorKey',
  byTarget: 'targetKey',
  byAction: 'action',
} as const;

/**
 * The matters table's lists, newest opened first (see the table below): index name → partition key. With
 * both filters the list reads byAttorneyPhase, whose key combines the two, rather than the attorney's index
 * filtered by phase: a filter would read past every matter of the other phases to fill a page (or hand back a
 * short or empty page with a cursor), where the combined key reads exactly one page.
 */
export const MATTER_INDEX_KEYS = {
  byOpened: 'listKey',
  byPhase: 'phaseKey',
  byAttorney: 'attorneyKey',
  byAttorneyPhase: 'attorneyPhaseKey',
} as const;

export const tables = {
  /**
   * Staff accounts, keyed by normalised email so a conditional put rejects duplicates. byName lists every
   * account (one `directory` partition, sorted by last and first name) for /staff, a page at a time.
   */
  users: {
    logicalId: 'UsersTable',
    envVar: 'USERS_TABLE',
    output: 'UsersTableName',
    partitionKey: 'email',
    indexes: [{ indexName: 'byName', partitionKey: 'directory', sortKey: 'sortName' }],
  },
  /** Pending sign-in codes, one per user (hashed), and failure counters. */
  authCodes: {
    logicalId: 'AuthCodesTable',
    envVar: 'AUTH_CODES_TABLE',
    partitionKey: 'email',
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * Signed-in sessions (domain/auth/sessions.ts), keyed by the token's `sid`: the authorizer reads one item
   * per call; byUser lists one account's sessions newest first for /account. Expired records are deleted by
   * TTL in AWS and ignored on read everywhere.
   */
  sessions: {
    logicalId: 'SessionsTable',
    envVar: 'SESSIONS_TABLE',
    partitionKey: 'id',
    timeToLiveAttribute: 'expiresAt',
    indexes: [{ indexName: 'byUser', partitionKey: 'email', sortKey: 'createdAt' }],
  },
  /** Password-reset tokens, keyed by the token's hash. */
  resetTokens: {
    logicalId: 'ResetTokensTable',
    envVar: 'RESET_TOKENS_TABLE',
    partitionKey: 'tokenHash',
    timeToLiveAttribute: 'expiresAt',
  },
  /** Rate-limit counters for public endpoints (per IP, per email). */
  throttles: {
    logicalId: 'ThrottlesTable',
    envVar: 'THROTTLES_TABLE',
    partitionKey: 'key',
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * Consultation requests from the public form, newest first in every index: the unfiltered inbox (byTime,
   * spam left out because spam has no `stream`), by lead status, by assignee, by email, phone and last name
   * (search and duplicates), and byNotice (sparse: only requests whose notice is pending, sending or failed,
   * which the sweeper and the inbox's warnings read), and byAcknowledgement (sparse: only requests whose
   * visitor acknowledgement waits for the sweeper). One item `_id = #counts` holds the counts per status.
   */
  consultations: {
    logicalId: 'ConsultationsTable',
    envVar: 'CONSULTATIONS_TABLE',
    output: 'ConsultationsTableName',
    partitionKey: '_id',
    indexes: [
      ...sortedBy('createdAt', CONSULTATION_INDEX_KEYS),
      // Sparse: only leads with a follow-up due (domain/consultations/follow-ups.ts), by owner, earliest first.
      { indexName: 'byFollowUp', partitionKey: 'followUpOwner', sortKey: 'followUpDueAt' },
    ],
  },
  /**
   * The lead report's counters (domain/reports/lead-aggregates.ts): one item per firm-local day under one
   * partition, so any date range is one Query on `day` (a year is 366 items, one or two pages).
   */
  leadReports: {
    logicalId: 'LeadReportsTable',
    envVar: 'LEAD_REPORTS_TABLE',
    output: 'LeadReportsTableName',
    partitionKey: 'scope',
    sortKey: 'day',
  },
  /** Each consultation request's timeline (notes included), oldest first by `at#sequence#id`. */
  consultationEvents: {
    logicalId: 'ConsultationEventsTable',
    envVar: 'CONSULTATION_EVENTS_TABLE',
    partitionKey: 'consultationId',
    sortKey: 'sortKey',
  },
  /**
   * The append-only audit log (domain/audit). Newest-first lists of every entry, one actor's, one
   * target's or one action's, each a Query on the time-ordered sort key `at#id`. byTime puts every entry
   * in one partition: ample for one firm's staff (DynamoDB takes 1,000 writes a second per partition).
   */
  audit: {
    logicalId: 'AuditTable',
    envVar: 'AUDIT_TABLE',
    output: 'AuditTableName',
    partitionKey: 'id',
    timeToLiveAttribute: 'expiresAt',
    indexes: sortedBy('sortKey', AUDIT_INDEX_KEYS),
  },
  /**
   * Audit entries whose write failed (domain/audit/audit-outbox.ts): one partition (`queue`), oldest first
   * by the entry's `at#id`, drained by the notice sweeper every minute. Every function that appends to the
   * audit log may put here (infra/function-access.ts).
   */
  auditOutbox: {
    logicalId: 'AuditOutboxTable',
    envVar: 'AUDIT_OUTBOX_TABLE',
    partitionKey: 'queue',
    sortKey: 'sortKey',
  },
  /**
   * File Manager: one item per file or folder (domain/documents). A folder's list is a Query on
   * `listKey` ("ready#<folderId>", or "trash" for the Trash) sorted by name, date or size; `nameSlot`
   * ("<folderId>/<lower-case name>") finds a name clash; `searchKey` + `nameKey` find a file by name;
   * `sweep` + `sweepAt` is what the schedule deletes (expired Trash, never-confirmed uploads).
   */
  documents: {
    logicalId: 'DocumentsTable',
    envVar: 'DOCUMENTS_TABLE',
    partitionKey: 'id',
    indexes: [
      // A folder's list in each order the File Manager offers, named where the records get their keys.
      ...Object.values(SORT_INDEXES).map(({ indexName, attribute }) => ({
        indexName,
        partitionKey: 'listKey',
        sortKey: attribute,
      })),
      { indexName: 'byNameSlot', partitionKey: 'nameSlot' },
      { indexName: 'bySearch', partitionKey: 'searchKey', sortKey: 'nameKey' },
      { indexName: 'bySweep', partitionKey: 'sweep', sortKey: 'sweepAt' },
    ],
  },
  /** Every uploaded version of a file, newest last (`versionId` sorts by time); pending ones are swept. */
  documentVersions: {
    logicalId: 'DocumentVersionsTable',
    envVar: 'DOCUMENT_VERSIONS_TABLE',
    partitionKey: 'documentId',
    sortKey: 'versionId',
    indexes: [{ indexName: 'bySweep', partitionKey: 'sweep', sortKey: 'sweepAt' }],
  },
  /**
   * News posts (domain/posts): per post the current record (sk "post") and its earlier versions
   * (sk "v#<version>"); per slug a guard item (id "slug#<slug>") claimed with a conditional put, so two posts
   * cannot hold one URL. The indexes are sparse (only current records carry their keys): byState lists the
   * published posts by date and the scheduled ones by publish time; byUpdated is the staff list.
   */
  posts: {
    logicalId: 'PostsTable',
    envVar: 'POSTS_TABLE',
    partitionKey: 'id',
    sortKey: 'sk',
    indexes: [
      { indexName: 'byState', partitionKey: 'state', sortKey: 'stateSort' },
      { indexName: 'byUpdated', partitionKey: 'listKey', sortKey: 'listSort' },
    ],
  },
  /**
   * Guard records for rules that span accounts: the set of active administrators, changed only by
   * conditional writes so the firm can never lose its last one (domain/staff).
   */
  staffGuards: {
    logicalId: 'StaffGuardsTable',
    envVar: 'STAFF_GUARDS_TABLE',
    output: 'StaffGuardsTableName',
    partitionKey: 'key',
  },
  /**
   * The firm's settings (domain/settings: business hours, first-contact minutes, cadences; one item), and
   * the schedules' once-a-day markers (the follow-up digest), which expire.
   */
  settings: {
    logicalId: 'SettingsTable',
    envVar: 'SETTINGS_TABLE',
    output: 'SettingsTableName',
    partitionKey: 'key',
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * Strong sign-in factors (adapters/dynamodb/factors.ts): per account (`owner` = email) the authenticator
   * app (`item` "totp", and "totp-pending" while it is set up), the recovery codes' hashes ("recovery") and
   * each passkey ("passkey#<credential id>"); WebAuthn challenges under `owner` "challenge#<id>". byCredential
   * (sparse: only passkeys carry `credentialId`) finds the account of a passkey offered without an email.
   */
  factors: {
    logicalId: 'FactorsTable',
    envVar: 'FACTORS_TABLE',
    partitionKey: 'owner',
    sortKey: 'item',
    timeToLiveAttribute: 'expiresAt',
    indexes: [{ indexName: 'byCredential', partitionKey: 'credentialId' }],
  },
  /**
   * Client document requests (domain/client-requests): per request its record (pk "request#<id>", sk
   * "request") and its files (sk "file#<fileId>", oldest first); per live link a pointer from the token's
   * hash (pk "token#<hash>"). byCreated is the staff list (newest first); bySweep (sparse) is what the
   * schedule is due to do (digest, reminder, expiry).
   */
  clientRequests: {
    logicalId: 'ClientRequestsTable',
    envVar: 'CLIENT_REQUESTS_TABLE',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [
      { indexName: 'byCreated', partitionKey: 'listKey', sortKey: 'createdAt' },
      { indexName: 'bySweep', partitionKey: 'sweep', sortKey: 'sweepAt' },
    ],
  },
  /**
   * Personal calendar feeds (adapters/dynamodb/calendar-feeds.ts): per staff user its feed ("owner#<email>"),
   * per live link a pointer from its token's hash ("token#<hash>"). Read by key only.
   */
  calendarFeeds: {
    logicalId: 'CalendarFeedsTable',
    envVar: 'CALENDAR_FEEDS_TABLE',
    partitionKey: 'key',
  },
  /**
   * Conflict checks (adapters/dynamodb/parties.ts): per lead or matter (`caseId`) its parties ("party#<id>"),
   * the search terms each party is filed under ("term#<term>#<partyId>", each carrying the party's name, role
   * and contact so a hit needs no second read) and its last check ("check"). bySearchTerm (sparse: only term
   * items) finds every party of every case filed under one term: a check is one Query per term, never a Scan.
   */
  parties: {
    logicalId: 'PartiesTable',
    envVar: 'PARTIES_TABLE',
    partitionKey: 'caseId',
    sortKey: 'sk',
    indexes: [{ indexName: 'bySearchTerm', partitionKey: 'searchTerm', sortKey: 'partyRef' }],
  },
  /**
   * Matters (domain/matters/): one item per matter, keyed by the id of the lead it was opened from, read by
   * that id. Each write is conditioned on the version it replaces. The staff list is a Query on one of four
   * indexes sorted by `openedSort` (every matter, by phase, by responsible attorney, by both); byDeadline is
   * sparse (only matters whose limitation deadline is open carry `deadlineKey`), earliest deadline first, and
   * so is byAttorneyDeadline, the same per responsible attorney (their calendar feed reads only open ones).
   */
  matters: {
    logicalId: 'MattersTable',
    envVar: 'MATTERS_TABLE',
    partitionKey: 'id',
    indexes: [
      ...sortedBy('openedSort', MATTER_INDEX_KEYS),
      { indexName: 'byDeadline', partitionKey: 'deadlineKey', sortKey: 'deadlineSort' },
      { indexName: 'byAttorneyDeadline', partitionKey: 'attorneyDeadlineKey', sortKey: 'deadlineSort' },
    ],
  },
  /**
   * Engagement letters (adapters/dynamodb/letters.ts): per template its latest version (pk "template#<id>",
   * sk "head") and every version (sk "v#<zero-padded version>"); per letter its record (pk "letter#<id>", sk
   * "letter"); per signer's link a pointer from the token's keyed hash (pk "token#<hash>") and per sealed PDF
   * a pointer from its SHA-256 (pk "seal#<sha256>"), both read by key with a consistent read. byList lists
   * the templates by name; byCase a lead's or matter's letters, newest first; bySweep (sparse: only letters
   * with a reminder or an expiry still to come) is what the notice sweeper is due to do.
   */
  letters: {
    logicalId: 'LettersTable',
    envVar: 'LETTERS_TABLE',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [
      { indexName: 'byList', partitionKey: 'listKey', sortKey: 'listSort' },
      { indexName: 'byCase', partitionKey: 'caseKey', sortKey: 'caseSort' },
      { indexName: 'bySweep', partitionKey: 'sweep', sortKey: 'sweepAt' },
    ],
  },
  /**
   * Bulk work that runs as a job (domain/documents/trash-emptying.ts): one item per job, keyed by its id,
   * read by id while it runs (the File Manager's progress), kept a week after it started.
   */
  jobs: {
    logicalId: 'JobsTable',
    envVar: 'JOBS_TABLE',
    partitionKey: 'id',
    timeToLiveAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDefinition>;

export type TableKey = keyof typeof tables;

/** Every key attribute a table declares (its own keys and its indexes'), once each. */
export function keyAttributes(definition: TableDefinition): string[] {
  const names = [definition.partitionKey, definition.sortKey];
  for (const index of definition.indexes ?? []) names.push(index.partitionKey, index.sortKey);
  return [...new Set(names.filter((name): name is string => Boolean(name)))];
}
