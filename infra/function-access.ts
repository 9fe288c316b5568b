import type { TableKey } from '../backend/adapters/dynamodb/tables';
import type { JobName } from '../backend/handlers/jobs/registry';
import type { DocumentsAccess } from '../backend/handlers/graphql/registry';

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
  /** Checks that requests came through CloudFront: reads the origin secret. */
  readonly verifiesOrigin?: boolean;
  /** Jobs it starts asynchronously (backend/handlers/jobs/registry.ts): may invoke exactly those. */
  readonly startsJobs?: readonly JobName[];
  /** The documents bucket, limited to DOCUMENTS_KEY_PREFIX (infra/backend-function.ts). */
  readonly documents?: DocumentsAccess;
}
