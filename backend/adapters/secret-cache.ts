/**
 * Secrets a function reads once and keeps a while: the signing secret and the origin secret. A warm
 * function must neither call Secrets Manager on every request nor keep a value, or an error, for its life.
 */
import {
  GetSecretValueCommand,
  SecretsManagerClient,
  type GetSecretValueCommandOutput,
} from '@aws-sdk/client-secrets-manager';
import { config } from '../config';

/**
 * How long a function keeps a secret it read. A rotation (a new `current`, the old value kept as `previous`)
 * reaches every function within this time; operators wait it out before the next step (SECURITY.md).
 */
export const SECRET_CACHE_SECONDS = 5 * 60;

/** What is needed of a Secrets Manager client: sending GetSecretValue (tests pass a stub). */
export interface SecretValueClient {
  send(command: GetSecretValueCommand): Promise<Pick<GetSecretValueCommandOutput, 'SecretString'>>;
}

/** The string value of a secret; an empty one is an error (`what` names the secret in the message). */
async function readSecretString(client: SecretValueClient, secretId: string, what: string): Promise<string> {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error(`The ${what} is empty`);
  return SecretString;
}

export interface CachedReadOptions {
  readonly maxAgeSeconds?: number;
  /** Milliseconds since the epoch; tests move it. */
  readonly now?: () => number;
}

/**
 * `read`, with its answer for one key kept for `maxAgeSeconds` after the read began. Calls meanwhile share
 * the read in flight. A read that fails is never kept: the call that started it gets the error, and the
 * next call reads again, so one transient error costs one request, not a warm container's life.
 */
export function cachedRead<T>(
  read: (key: string) => Promise<T>,
  { maxAgeSeconds = SECRET_CACHE_SECONDS, now = Date.now }: CachedReadOptions = {},
): (key: string) => Promise<T> {
  let kept: { key: string; readAt: number; value: Promise<T> } | undefined;
  return (key) => {
    const at = now();
    // A clock that went back (a test putting the product's clock back) reads again as well.
    if (kept?.key !== key || at < kept.readAt || at - kept.readAt >= maxAgeSeconds * 1000) {
      const entry = { key, readAt: at, value: read(key) };
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
      kept = entry;
    }
    return kept.value;
  };
}

export interface CachedSecretOptions extends CachedReadOptions {
  /** The client each read uses; tests pass a stub. */
  readonly client?: () => SecretValueClient;
}

/**
 * A Secrets Manager secret by its ARN, parsed, kept as `cachedRead` keeps values: re-read after
 * SECRET_CACHE_SECONDS and after any failed read or parse.
 */
export function cachedSecret<T>(
  what: string,
  parse: (value: string) => T,
  {
    client = () => new SecretsManagerClient({ region: config().region }),
    ...options
  }: CachedSecretOptions = {},
): (secretArn: string) => Promise<T> {
  return cachedRead(async (secretArn) => parse(await readSecretString(client(), secretArn, what)), options);
}
