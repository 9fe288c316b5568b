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
  endpoints: { dynamodb?: string; ses?: string; s3?: string };
  /** Secrets Manager secret holding the signing key (AWS). */
  signingSecretArn?: string;
  /** File holding the signing key (local); created on first use. */
  signingSecretFile?: string;
  mailFrom: string;
  firmInfoEmail: string;
  siteUrl: string;
  /** The private bucket of staff documents (and exports). */
  documentsBucket?: string;
  /** How long audit entries are kept (AUDIT_RETENTION_DAYS, default two years). */
  auditRetentionDays: number;
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
    },
    signingSecretArn: env[ENV.signingSecretArn] || undefined,
    signingSecretFile: env[ENV.signingSecretFile] || undefined,
    mailFrom: required(env, ENV.mailFrom),
    firmInfoEmail: required(env, ENV.firmInfoEmail),
    siteUrl: required(env, ENV.siteUrl).replace(/\/+$/, ''),
    documentsBucket: env[ENV.documentsBucket] || undefined,
    auditRetentionDays: positiveInteger(env, ENV.auditRetentionDays) ?? DEFAULT_AUDIT_RETENTION_DAYS,
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
