import type { TableKey } from '../backend/adapters/dynamodb/tables';

/** What one handler may touch; the registry states it for resolvers, mail-api.ts for the mail handler. */
export interface FunctionAccess {
  readonly reads: readonly TableKey[];
  readonly writes: readonly TableKey[];
  /** Append-only tables (the audit log): PutItem alone, no update or delete. */
  readonly appends?: readonly TableKey[];
  readonly sendsMail: boolean;
  readonly usesSecret: boolean;
  /** Writes exports and signs their links: PutObject/GetObject on `exports/*` of the documents bucket only. */
  readonly exports?: boolean;
}
