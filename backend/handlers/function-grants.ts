/**
 * What a function may touch, as every registry states it (resolvers, jobs, schedules): the stack grants
 * exactly this (infra/function-access.ts), and nothing more.
 */
import type { TableKey } from '../adapters/dynamodb/tables';

/**
 * What a function may do in the documents bucket: `read` = HeadObject and sign GET links, `write` = sign
 * upload POSTs, `delete` = delete objects and their versions.
 */
export interface DocumentsAccess {
  read?: boolean;
  write?: boolean;
  delete?: boolean;
}

export interface FunctionGrants {
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
