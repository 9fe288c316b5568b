/**
 * The server's signing secret: Secrets Manager in AWS, a generated file under DATA_DIR locally. It holds a
 * key ring (domain/auth/key-ring.ts): the token keys by kid, and the root of the keys that protect stored
 * data. Keys for distinct purposes are derived from them by HMAC, never the secret itself. Only privileged
 * functions read it: whoever holds it can mint a staff session. The keys of what strangers present (the
 * form's bot check, a client's upload link, a calendar feed's link) come from another secret
 * (public-function-keys.ts).
 */
import { createHmac } from 'node:crypto';
import { config } from '../config';
import { productClock } from './clock';
import { acceptedKids, parseKeyRing, type KeyRing } from '../domain/auth/key-ring';
import type { TokenKeys } from '../domain/auth/tokens';
import { readLocalSecret } from './local-secret-file';
import { cachedRead, cachedSecret } from './secret-cache';

export type KeyPurpose = 'code-hashing' | 'reset-token-hashing' | 'factor-sealing' | 'recovery-code-hashing';

/** Re-read every few minutes, so a new value reaches a warm function, and after any failed read. */
const awsMasterSecret = cachedSecret('signing secret', (value) => value);
/**
 * The local file is re-read as often as the secret in AWS, by the product's clock (which tests move), so a
 * ring written into it is rotated exactly as in AWS; a failed read (a full disk, say) is tried again.
 */
const localMasterSecret = cachedRead(readLocalSecret, { now: () => productClock().getTime() });

function masterSecret(): Promise<string> {
  const { signingSecretArn, signingSecretFile } = config();
  if (signingSecretArn) return awsMasterSecret(signingSecretArn);
  if (signingSecretFile) return localMasterSecret(signingSecretFile);
  return Promise.reject(
    new Error('No signing secret configured (SIGNING_SECRET_ARN or SIGNING_SECRET_FILE)'),
  );
}

async function keyRing(): Promise<KeyRing> {
  return parseKeyRing(await masterSecret());
}

const derive = (root: string, purpose: string) => createHmac('sha256', root).update(purpose).digest();

/** A 256-bit key for one purpose of stored data, derived from the ring's data root (not rotated with tokens). */
export async function derivedKey(purpose: KeyPurpose): Promise<Uint8Array> {
  return derive((await keyRing()).data, purpose);
}

/**
 * The token keys of the ring as it reads now: the current key signs; current, next and (until its
 * `previousUntil` on the product's clock) previous verify.
 */
export function tokenKeys(): Promise<TokenKeys> {
  return ringKeys('token-signing');
}

/** The keys of clients' tokens: derived from the same ring (rotated with it) under a label of their own. */
export function clientTokenKeys(): Promise<TokenKeys> {
  return ringKeys('client-token-signing');
}

async function ringKeys(label: string): Promise<TokenKeys> {
  const ring = await keyRing();
  const accepted = new Set(acceptedKids(ring, productClock()));
  return {
    signing: { kid: ring.current, key: derive(ring.keys[ring.current]!, label) },
    verifying: (kid) => (accepted.has(kid) ? derive(ring.keys[kid]!, label) : undefined),
  };
}
