/**
 * What the signing secret holds: a key ring. Tokens are signed with the `current` key and name it in their
 * `kid` header; a `next` key (about to sign) and a `previous` key (retiring) are accepted too, so a key can be
 * replaced with nobody signed out (bin/rotation/signing-key-rotation.ts says the order). The keys that
 * protect stored data (sealed authenticator secrets, recovery-code, code and reset-token hashes) come from
 * `data`, which a token-key rotation leaves alone: rotating it would make every sealed secret unreadable.
 *
 * A secret that is not JSON is the single value every deployment before key rotation holds: it reads as the
 * ring `{ data: value, current: "k0", keys: { k0: value } }`, which derives exactly the keys it did before.
 */

export interface KeyRing {
  /** The root of the keys that protect stored data. */
  data: string;
  /** The kid of the key new tokens are signed with. */
  current: string;
  /** A key every function accepts before any signs with it (step 1 of a rotation). */
  next?: string;
  /** The key tokens were signed with before `current`, accepted until `previousUntil`. */
  previous?: string;
  /**
   * When the last token signed with `previous` expires (ISO time): retiring it earlier signs people out.
   * From this time on `previous` is refused whether or not anyone ran the retire step.
   */
  previousUntil?: string;
  /** The secret of each kid above, and of no other. */
  keys: Record<string, string>;
}

export const LEGACY_KID = 'k0';
/** Key ids travel in every token header: short, URL-safe. */
const KID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const MIN_KEY_LENGTH = 32;

export class KeyRingError extends Error {
  override name = 'KeyRingError';
}

function checkKid(ring: KeyRing, role: 'current' | 'next' | 'previous') {
  const kid = ring[role];
  if (kid === undefined) return;
  if (!KID_PATTERN.test(kid)) throw new KeyRingError(`The key ring's "${role}" is not a valid key id`);
  const secret = ring.keys[kid];
  if (typeof secret !== 'string' || secret.length < MIN_KEY_LENGTH) {
    throw new KeyRingError(
      `The key ring holds no key of at least ${MIN_KEY_LENGTH} characters for "${role}"`,
    );
  }
}

/** The ring `text` holds (see above for a value that is not JSON); a malformed ring is an error. */
export function parseKeyRing(text: string): KeyRing {
  const value = text.trim();
  if (!value.startsWith('{')) {
    if (value.length < MIN_KEY_LENGTH) throw new KeyRingError('The signing secret is too short');
    return { data: value, current: LEGACY_KID, keys: { [LEGACY_KID]: value } };
  }
  let ring: KeyRing;
  try {
    ring = JSON.parse(value) as KeyRing;
  } catch {
    throw new KeyRingError('The signing secret is not valid JSON');
  }
  if (typeof ring.data !== 'string' || ring.data.length < MIN_KEY_LENGTH) {
    throw new KeyRingError(`The key ring's "data" must be at least ${MIN_KEY_LENGTH} characters`);
  }
  if (typeof ring.keys !== 'object' || ring.keys === null) throw new KeyRingError('The key ring has no keys');
  if (typeof ring.current !== 'string') throw new KeyRingError('The key ring names no current key');
  for (const role of ['current', 'next', 'previous'] as const) checkKid(ring, role);
  // A retiring key with no end would be accepted for ever: its end is what lets it lapse by itself.
  if (ring.previous !== undefined && Number.isNaN(Date.parse(ring.previousUntil ?? ''))) {
    throw new KeyRingError('The key ring\'s "previous" key has no valid "previousUntil" time');
  }
  return ring;
}

/** The kids the ring names: the current key, the next one and the retiring one. */
function namedKids(ring: KeyRing): string[] {
  return [ring.current, ring.next, ring.previous].filter((kid): kid is string => kid !== undefined);
}

/** Whether the retiring key is still within its time at `now`. */
function previousStillAccepted(ring: KeyRing, now: Date): boolean {
  return ring.previousUntil !== undefined && now.getTime() < Date.parse(ring.previousUntil);
}

/**
 * The kids a token may carry at `now`: the current key, the next one, and the retiring one until its
 * `previousUntil` (the retire step only tidies the ring; the time alone ends the key).
 */
export function acceptedKids(ring: KeyRing, now: Date): string[] {
  return namedKids(ring).filter((kid) => kid !== ring.previous || previousStillAccepted(ring, now));
}

/** The ring as stored, with only the keys it names. */
export function serializeKeyRing(ring: KeyRing): string {
  const keys = Object.fromEntries(namedKids(ring).map((kid) => [kid, ring.keys[kid]]));
  return JSON.stringify({ ...ring, keys });
}
