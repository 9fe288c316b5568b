/**
 * The backend's configuration, read from the environment in one place. In AWS the stack sets these
 * variables on each function; locally the local stack sets them before it loads the handlers.
 */
import { tables, type TableKey } from './adapters/dynamodb/tables';
import { DEFAULT_AUDIT_RETENTION_DAYS } from './contract/audit';
import { DEFAULT_REGION } from './contract/deployment';
import { ENV } from './environment';

export interface BackendConfig {
  region: string;
  tableNames: Record<TableKey, string>;
  /** Local stand-ins; undefined in AWS. */
  endpoints: { dynamodb?: string; ses?: string; s3?: string; lambda?: string };
  /** Secrets Manager secret holding the signing key (AWS). */
  signingSecretArn?: string;
  /** File holding the signing key (local); created on first use. */
  signingSecretFile?: string;
  /** Secrets Manager secret the public functions' keys are derived from (AWS): never the signing secret. */
  publicFunctionSecretArn?: string;
  /** File holding that secret (local); created on first use. */
  publicFunctionSecretFile?: string;
  /** Secrets Manager secret holding the origin-verification values CloudFront sends (AWS). */
  originSecretArn?: string;
  /** File holding the origin-verification values (local); created on first use. */
  originSecretFile?: string;
  /** The asymmetric KMS key that seals signed letters (AWS). */
  sealingKeyId?: string;
  /** Folder of the local seal key and its certificate (local); made on first use. */
  sealingKeyDir?: string;
  /** The job function that mails reset links after `user(email)` has answered (backend/handlers/jobs). */
  resetMailerFunction?: string;
  /** The job function that writes published posts' pages (backend/handlers/jobs/update-public-pages.ts). */
  publicPagesFunction?: string;
  /** The job function that empties the Trash (backend/handlers/jobs/empty-trash.ts). */
  trashEmptierFunction?: string;
  /** The job function that files a new lead's client and runs its conflict check (backend/handlers/jobs). */
  conflictCheckerFunction?: string;
  /** The job function that seals signed and countersigned letters and lands them (backend/handlers/jobs). */
  letterSealerFunction?: string;
  /** The server build the site build kept for the news renderer (backend/pages/site-build.ts). */
  siteRendererDir?: string;
  /** Where the public site's files are: a local folder, or the site bucket and its distribution in AWS. */
  siteFilesDir?: string;
  siteBucket?: string;
  siteDistributionId?: string;
  mailFrom: string;
  firmInfoEmail: string;
  siteUrl: string;
  /** The private bucket of staff documents (and exports). */
  documentsBucket?: string;
  /** How long audit entries are kept (AUDIT_RETENTION_DAYS, default two years). */
  auditRetentionDays: number;
  /** The running Lambda function's name (Lambda sets it), which the metrics carry; absent locally. */
  functionName?: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new ConfigError(`Missing environment variable ${name}`);
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name];
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new ConfigError(`${name} must be a whole number of days`);
  return number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const tableNames = Object.fromEntries(
    Object.entries(tables).map(([key, table]) => [key, env[table.envVar] ?? '']),
  ) as Record<TableKey, string>;
  return {
    region: env[ENV.region] ?? DEFAULT_REGION,
    tableNames,
    endpoints: {
      dynamodb: env[ENV.dynamodbEndpoint] || undefined,
      ses: env[ENV.sesEndpoint] || undefined,
      s3: env[ENV.s3Endpoint] || undefined,
      lambda: env[ENV.lambdaEndpoint] || undefined,
    },
    signingSecretArn: env[ENV.signingSecretArn] || undefined,
    signingSecretFile: env[ENV.signingSecretFile] || undefined,
    publicFunctionSecretArn: env[ENV.publicFunctionSecretArn] || undefined,
    publicFunctionSecretFile: env[ENV.publicFunctionSecretFile] || undefined,
    originSecretArn: env[ENV.originSecretArn] || undefined,
    originSecretFile: env[ENV.originSecretFile] || undefined,
    sealingKeyId: env[ENV.sealingKeyId] || undefined,
    sealingKeyDir: env[ENV.sealingKeyDir] || undefined,
    resetMailerFunction: env[ENV.resetMailerFunction] || undefined,
    publicPagesFunction: env[ENV.publicPagesFunction] || undefined,
    trashEmptierFunction: env[ENV.trashEmptierFunction] || undefined,
    conflictCheckerFunction: env[ENV.conflictCheckerFunction] || undefined,
    letterSealerFunction: env[ENV.letterSealerFunction] || undefined,
    siteRendererDir: env[ENV.siteRendererDir] || undefined,
    siteFilesDir: env[ENV.siteFilesDir] || undefined,
    siteBucket: env[ENV.siteBucket] || undefined,
    siteDistributionId: env[ENV.siteDistributionId] || undefined,
    mailFrom: required(env, ENV.mailFrom),
    firmInfoEmail: required(env, ENV.firmInfoEmail),
    // Read when used: the authorizer has none (infra/function-access.ts, `withoutSiteUrl`).
    get siteUrl() {
      return required(env, ENV.siteUrl).replace(/\/+$/, '');
    },
    documentsBucket: env[ENV.documentsBucket] || undefined,
    auditRetentionDays: positiveInteger(env, ENV.auditRetentionDays) ?? DEFAULT_AUDIT_RETENTION_DAYS,
    functionName: env[ENV.functionName] || undefined,
  };
}

let cached: BackendConfig | undefined;

/** Forgets the configuration read so far (the local stack sets new endpoints when it restarts). */
export function resetConfig(): void {
  cached = undefined;
}

/** The process's configuration, read once. */
export function config(): BackendConfig {
  cached ??= readConfig();
  return cached;
}

/**
 * The name Lambda gives the running function (undefined locally), without reading the rest of the
 * configuration: a metric names its writer even where the mail settings are absent.
 */
export function runningFunctionName(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env[ENV.functionName] || undefined;
}
