/**
 * The keys of what strangers present: the form's bot-check challenges, a client's upload link, a staff
 * user's calendar-feed link, and a letter's signing link and its one-time codes. The functions that check them (the form, the upload page, the calendar feed)
 * are public, so their keys come from a secret of their own, never from the signing secret, which can mint
 * a staff session: in AWS those functions are granted this secret alone (infra/law-firm-site-stack.test.ts,
 * "public functions"). Each purpose has its own key (HKDF-SHA-256 with the purpose as its label).
 */
import { hkdfSync } from 'node:crypto';
import { config } from '../config';
import { productClock } from './clock';
import { readLocalSecret } from './local-secret-file';
import { cachedRead, cachedSecret } from './secret-cache';

export type PublicFunctionKeyPurpose =
  | 'bot-check-signing'
  | 'client-link-hashing'
  | 'calendar-feed-hashing'
  | 'letter-link-hashing'
  | 'letter-code-hashing';

/** The label every key's purpose is written under, so no other use of the secret derives the same key. */
const LABEL_PREFIX = 'brandt-okafor public function key: ';

const awsSecret = cachedSecret('public-function secret', (value) => value);
const localSecret = cachedRead(readLocalSecret, { now: () => productClock().getTime() });

function publicFunctionSecret(): Promise<string> {
  const { publicFunctionSecretArn, publicFunctionSecretFile } = config();
  if (publicFunctionSecretArn) return awsSecret(publicFunctionSecretArn);
  if (publicFunctionSecretFile) return localSecret(publicFunctionSecretFile);
  return Promise.reject(
    new Error(
      'No public-function secret configured (PUBLIC_FUNCTION_SECRET_ARN or PUBLIC_FUNCTION_SECRET_FILE)',
    ),
  );
}

/** A 256-bit key for `purpose`, derived from `secret`. */
export function purposeKey(secret: string, purpose: PublicFunctionKeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), `${LABEL_PREFIX}${purpose}`, 32));
}

export async function publicFunctionKey(purpose: PublicFunctionKeyPurpose): Promise<Uint8Array> {
  return purposeKey(await publicFunctionSecret(), purpose);
}
