/**
 * The origin-verification secret ({current, previous}): Secrets Manager in AWS, a generated file under
 * DATA_DIR locally (the local stack adds the header from the same file, as CloudFront does from the secret).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { config } from '../config';
import { parseOriginSecret, type OriginSecret } from '../domain/edge/origin-verification';
import { cachedSecret } from './secret-cache';

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

/** Re-read every few minutes (a rotation reaches every function within SECRET_CACHE_SECONDS) and after any failed read. */
const awsOriginSecret = cachedSecret('origin secret', parseOriginSecret);

/** The accepted values: in AWS as cached above; locally the file is read on every call, so a rotation shows at once. */
export function originSecret(): Promise<OriginSecret> {
  const { originSecretArn, originSecretFile } = config();
  if (originSecretArn) return awsOriginSecret(originSecretArn);
  if (originSecretFile) return readLocalSecret(originSecretFile).then(parseOriginSecret);
  return Promise.reject(new Error('No origin secret configured (ORIGIN_SECRET_ARN or ORIGIN_SECRET_FILE)'));
}
