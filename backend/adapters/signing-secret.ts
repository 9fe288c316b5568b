/**
 * The server's master secret: Secrets Manager in AWS, a generated file under DATA_DIR locally.
 * Keys for distinct purposes (token signing, code hashing) are derived from it, never the secret itself.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';

export type KeyPurpose = 'token-signing' | 'code-hashing' | 'reset-token-hashing';

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

async function readAwsSecret(secretId: string): Promise<string> {
  const client = new SecretsManagerClient({ region: config().region });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error('The signing secret is empty');
  return SecretString;
}

let master: Promise<string> | undefined;
let masterSource: string | undefined;

function masterSecret(): Promise<string> {
  const { signingSecretArn, signingSecretFile } = config();
  const source = signingSecretArn ?? signingSecretFile;
  if (source !== masterSource) master = undefined;
  masterSource = source;
  master ??= signingSecretArn
    ? readAwsSecret(signingSecretArn)
    : signingSecretFile
      ? readLocalSecret(signingSecretFile)
      : Promise.reject(new Error('No signing secret configured (SIGNING_SECRET_ARN or SIGNING_SECRET_FILE)'));
  return master;
}

/** A 256-bit key for one purpose, derived from the master secret. */
export async function derivedKey(purpose: KeyPurpose): Promise<Uint8Array> {
  return createHmac('sha256', await masterSecret())
    .update(purpose)
    .digest();
}
