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

/**
 * The append-only tables a function may put to: those it names, and the audit outbox wherever it appends
 * to the audit log, where `recordAfter` holds an entry the log refused (domain/audit/audit-log.ts).
 */
/** The table lists of a grant, as registries and the stack's accesses (readonly there) write them. */
type TableGrants = {
  readonly reads: readonly TableKey[];
  readonly writes: readonly TableKey[];
  readonly appends?: readonly TableKey[];
};

export function appendedTables(grants: Pick<TableGrants, 'appends'>): TableKey[] {
  const appends = [...(grants.appends ?? [])];
  return appends.includes('audit') ? [...appends, 'auditOutbox'] : appends;
}

/** Every table a function's role and environment name: read, written or appended to. */
export function grantedTables(grants: TableGrants): TableKey[] {
  return [...new Set([...grants.reads, ...grants.writes, ...appendedTables(grants)])];
}

/** What several handlers served by one function (a resolver area) may touch together. */
export function tablesOfAll(grants: readonly TableGrants[]): TableKey[] {
  return [...new Set(grants.flatMap(grantedTables))];
}

export interface FunctionGrants {
  /** Tables the function reads and writes; the stack grants exactly these. */
  reads: TableKey[];
  writes: TableKey[];
  /** Append-only tables (the audit log): the function may add items and nothing else. */
  appends?: TableKey[];
  sendsMail: boolean;
  /**
   * Needs the signing secret (tokens, code and reset-token hashing, sealed factors). Whoever holds it can
   * mint a staff session, so no function a stranger reaches without signing in holds it, but sign-in's.
   */
  usesSecret: boolean;
  /**
   * Needs the keys of what strangers present (bot-check challenges, upload and calendar-feed links), which
   * come from the public-function secret (adapters/public-function-keys.ts).
   */
  usesPublicFunctionSecret?: boolean;
  /** Seals signed letters with the firm's KMS key: kms:Sign and kms:GetPublicKey on that key only. */
  seals?: boolean;
  /** Documents bucket access, limited to the `documents/` prefix (see infra/backend-function.ts). */
  documents?: DocumentsAccess;
  /** Documents bucket access limited to the `letters/` prefix: engagement letters' PDFs, which no listing shows. */
  letters?: DocumentsAccess;
}
