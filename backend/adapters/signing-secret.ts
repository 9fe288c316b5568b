/**
 * The server's master secret: Secrets Manager in AWS, a generated file under DATA_DIR locally.
 * Keys for distinct purposes (token signing, code hashing) are derived from it, never the secret itself.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { config } from '../config';
import { cachedRead, cachedSecret } from './secret-cache';

export type KeyPurpose =
  | 'token-signing'
  | 'code-hashing'
  | 'reset-token-hashing'
  | 'factor-sealing'
  | 'recovery-code-hashing'
  | 'bot-check-signing'
  | 'client-link-hashing';

async function readLocalSecret(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const secret = randomBytes(32).toString('base64');
    await mkdir(dirname(file), { recursive: true });
    // 'wx' so two processes starting at once cannot overwrite each other's secret.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (writeError) => {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
    });
    return (await readFile(file, 'utf8')).trim();
  }
}

/** Re-read every few minutes, so a new value reaches a warm function, and after any failed read. */
const awsMasterSecret = cachedSecret('signing secret', (value) => value);
/** The local file does not change once written; a failed read (a full disk, say) is tried again. */
const localMasterSecret = cachedRead(readLocalSecret, { maxAgeSeconds: Number.POSITIVE_INFINITY });

function masterSecret(): Promise<string> {
  const { signingSecretArn, signingSecretFile } = config();
  if (signingSecretArn) return awsMasterSecret(signingSecretArn);
  if (signingSecretFile) return localMasterSecret(signingSecretFile);
  return Promise.reject(
    new Error('No signing secret configured (SIGNING_SECRET_ARN or SIGNING_SECRET_FILE)'),
  );
}

/** A 256-bit key for one purpose, derived from the master secret. */
export async function derivedKey(purpose: KeyPurpose): Promise<Uint8Array> {
  return createHmac('sha256', await masterSecret())
    .update(purpose)
    .digest();
}
