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
  /** Reads the public-function secret (the keys of bot checks, upload links and calendar-feed links). */
  readonly usesPublicFunctionSecret?: boolean;
  /** Seals signed letters: may sign with the seal key (infra/sealing-key.ts) and is told its id. */
  readonly seals?: boolean;
  /** Writes exports and signs their links: PutObject/GetObject on `exports/*` of the documents bucket only. */
  readonly exports?: boolean;
  /** Checks that requests came through CloudFront: reads the origin secret. */
  readonly verifiesOrigin?: boolean;
  /** Jobs it starts asynchronously (backend/handlers/jobs/registry.ts): may invoke exactly those. */
  readonly startsJobs?: readonly JobName[];
  /** The documents bucket, limited to DOCUMENTS_KEY_PREFIX (infra/backend-function.ts). */
  readonly documents?: DocumentsAccess;
  /** The documents bucket, limited to the clients' QUARANTINE_PREFIX. */
  readonly quarantine?: DocumentsAccess;
  /** The documents bucket, limited to engagement letters' LETTERS_PREFIX. */
  readonly letters?: DocumentsAccess;
  /**
   * Not told the site URL. For the authorizer: the distribution names the API it guards, so on CloudFront's
   * own domain (where the site URL is the distribution's) naming it would close a circle of references.
   */
  readonly withoutSiteUrl?: boolean;
}

export { appendedTables } from '../backend/handlers/function-grants';

/** What a function serving several handlers may touch: everything any of them may, and nothing more. */
export function unionOfAccess(accesses: readonly FunctionAccess[]): FunctionAccess {
  const union = <T>(pick: (access: FunctionAccess) => readonly T[] | undefined): T[] => [
    ...new Set(accesses.flatMap((access) => pick(access) ?? [])),
  ];
  const any = (pick: (access: FunctionAccess) => boolean | undefined) => accesses.some(pick);
  const bucketAccess = (pick: (access: FunctionAccess) => DocumentsAccess | undefined) => {
    const joined: DocumentsAccess = {
      ...(any((access) => pick(access)?.read) ? { read: true } : {}),
      ...(any((access) => pick(access)?.write) ? { write: true } : {}),
      ...(any((access) => pick(access)?.delete) ? { delete: true } : {}),
    };
    return Object.keys(joined).length > 0 ? joined : undefined;
  };
  const documents = bucketAccess((access) => access.documents);
  const quarantine = bucketAccess((access) => access.quarantine);
  const letters = bucketAccess((access) => access.letters);
  return {
    reads: union((access) => access.reads),
    writes: union((access) => access.writes),
    appends: union((access) => access.appends),
    sendsMail: any((access) => access.sendsMail),
    usesSecret: any((access) => access.usesSecret),
    usesPublicFunctionSecret: any((access) => access.usesPublicFunctionSecret),
    seals: any((access) => access.seals),
    exports: any((access) => access.exports),
    verifiesOrigin: any((access) => access.verifiesOrigin),
    startsJobs: union((access) => access.startsJobs),
    ...(documents ? { documents } : {}),
    ...(quarantine ? { quarantine } : {}),
    ...(letters ? { letters } : {}),
  };
}

/**
 * The AWS service (its IAM action prefix) each AWS SDK package the backend uses calls. A function's bundle
 * may import a package only if its role may call that service (infra/lambda-entries.test.ts): each package
 * is loaded when a function starts, and a package its role cannot use is cold-start time for nothing.
 */
export const SDK_PACKAGE_SERVICES: Readonly<Record<string, string>> = {
  '@aws-sdk/client-dynamodb': 'dynamodb',
  '@aws-sdk/lib-dynamodb': 'dynamodb',
  '@aws-sdk/client-s3': 's3',
  '@aws-sdk/s3-presigned-post': 's3',
  '@aws-sdk/s3-request-presigner': 's3',
  '@aws-sdk/client-lambda': 'lambda',
  '@aws-sdk/client-sesv2': 'ses',
  '@aws-sdk/client-secrets-manager': 'secretsmanager',
  '@aws-sdk/client-cloudfront': 'cloudfront',
  '@aws-sdk/client-kms': 'kms',
};
