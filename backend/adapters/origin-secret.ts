/**
 * The origin-verification secret ({current, previous}): Secrets Manager in AWS, a generated file under
 * DATA_DIR locally (the local stack adds the header from the same file, as CloudFront does from the secret).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';
import {
  ORIGIN_VERIFY_HEADER,
  isVerifiedOrigin,
  parseOriginSecret,
  type OriginSecret,
} from '../domain/edge/origin-verification';

/**
 * How long a function keeps the value it read. A rotation (new `current`, old value moved to `previous`)
 * reaches every function within this time; operators redeploy CloudFront only after it (SECURITY.md).
 */
export const ORIGIN_SECRET_CACHE_SECONDS = 5 * 60;

async function readLocalSecret(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const secret = JSON.stringify({ current: randomBytes(32).toString('base64url'), previous: '' });
    await mkdir(dirname(file), { recursive: true });
    // 'wx' so two processes starting at once cannot overwrite each other's secret.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch((writeError: NodeJS.ErrnoException) => {
      if (writeError.code !== 'EEXIST') throw writeError;
    });
    return readFile(file, 'utf8');
  }
}

async function readAwsSecret(secretId: string): Promise<string> {
  const client = new SecretsManagerClient({ region: config().region });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error('The origin secret is empty');
  return SecretString;
}

let cached: { arn: string; readAt: number; secret: Promise<OriginSecret> } | undefined;

/**
 * The accepted values. In AWS read at most every ORIGIN_SECRET_CACHE_SECONDS per function instance;
 * locally the file is read on every call, so a rotation shows at once.
 */
export function originSecret(now = Date.now()): Promise<OriginSecret> {
  const { originSecretArn, originSecretFile } = config();
  if (originSecretArn) {
    if (cached?.arn !== originSecretArn || now - cached.readAt >= ORIGIN_SECRET_CACHE_SECONDS * 1000) {
      const secret = readAwsSecret(originSecretArn).then(parseOriginSecret);
      const entry = { arn: originSecretArn, readAt: now, secret };
      // A failed read is not kept: the next request tries again.
      secret.catch(() => {
        if (cached === entry) cached = undefined;
      });
      cached = entry;
    }
    return cached.secret;
  }
  if (originSecretFile) return readLocalSecret(originSecretFile).then(parseOriginSecret);
  return Promise.reject(new Error('No origin secret configured (ORIGIN_SECRET_ARN or ORIGIN_SECRET_FILE)'));
}

/** Whether a request's headers (lower-case names) carry a value the origin secret accepts. */
export async function cameThroughCloudFront(
  headers: Record<string, string | undefined> | undefined,
): Promise<boolean> {
  return isVerifiedOrigin(headers?.[ORIGIN_VERIFY_HEADER], await originSecret());
}
