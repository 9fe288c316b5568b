/**
 * The DynamoDB tables, defined once: the CDK data construct creates them in AWS and the local runtime
 * creates them in dynalite from these same records.
 */
export interface TableDefinition {
  /** CloudFormation logical id; stable, because these tables hold state. */
  readonly logicalId: string;
  /** Environment variable through which handlers receive the table's name. */
  readonly envVar: string;
  readonly partitionKey: string;
  /** Attribute holding the expiry in epoch seconds; DynamoDB deletes expired items, code also checks it. */
  readonly timeToLiveAttribute?: 'expiresAt';
}

export const tables = {
  /** Staff accounts, keyed by normalised email so a conditional put rejects duplicates. */
  users: { logicalId: 'UsersTable', envVar: 'USERS_TABLE', partitionKey: 'email' },
  /** Pending sign-in codes, one per user (hashed), and failure counters. */
  authCodes: {
    logicalId: 'AuthCodesTable',
    envVar: 'AUTH_CODES_TABLE',
    partitionKey: 'email',
    timeToLiveAttribute: 'expiresAt',
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
  /** Consultation requests from the public form. */
  consultations: { logicalId: 'ConsultationsTable', envVar: 'CONSULTATIONS_TABLE', partitionKey: '_id' },
} as const satisfies Record<string, TableDefinition>;

export type TableKey = keyof typeof tables;
