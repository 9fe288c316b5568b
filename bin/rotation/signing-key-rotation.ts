/**
 * Replacing the token signing key with nobody signed out. Every function both signs and verifies, and each
 * keeps the ring it read for up to SECRET_CACHE_SECONDS, so at any moment some functions may hold the ring
 * before a write and some after. The order keeps every token any of them signs acceptable to all of them:
 *
 * 1. the new key is added as `next`: functions that re-read accept it, nobody signs with it yet;
 * 2. wait until every function has re-read;
 * 3. the new key becomes `current` (it signs) and the old one `previous` (still accepted), with the time the
 *    last token signed with it expires (a session's absolute lifetime);
 * 4. later, `--retire` removes `previous` once that time has passed: nothing it signed is alive any more.
 *
 * `--now` is for a key that leaked: the new key signs at once and the old one is dropped, so every session
 * and first-stage token ends within the cache time and everybody signs in again. The ring's `data` root (the
 * keys that protect stored data) is never touched: see backend/domain/auth/key-ring.ts.
 */
import { randomBytes } from 'node:crypto';
import type { KeyRing } from '../../backend/domain/auth/key-ring';

export interface SigningKeyRotationPorts {
  readRing(): Promise<KeyRing>;
  writeRing(ring: KeyRing): Promise<void>;
  wait(seconds: number, why: string): Promise<void>;
  now(): Date;
  newKey(): { kid: string; secret: string };
  log(line: string): void;
}

export type SigningKeyRotationMode = 'rotate' | 'retire' | 'now';

export class SigningKeyRotationRefused extends Error {
  override name = 'SigningKeyRotationRefused';
}

/** Seconds added to the functions' cache time, for a read that started just before the write. */
export const REREAD_MARGIN_SECONDS = 30;

const withKey = (ring: KeyRing, kid: string, secret: string): KeyRing => ({
  ...ring,
  keys: { ...ring.keys, [kid]: secret },
});

function withoutPrevious({ previous: _previous, previousUntil: _until, ...ring }: KeyRing): KeyRing {
  return ring;
}

export async function rotateSigningKey(
  ports: SigningKeyRotationPorts,
  {
    mode,
    cacheSeconds,
    tokenLifetimeSeconds,
  }: { mode: SigningKeyRotationMode; cacheSeconds: number; tokenLifetimeSeconds: number },
): Promise<void> {
  let ring = await ports.readRing();
  if (mode === 'now') {
    const { kid, secret } = ports.newKey();
    const { next: _next, ...rest } = withoutPrevious(ring);
    await ports.writeRing(withKey({ ...rest, current: kid }, kid, secret));
    ports.log(
      `The new key ${kid} signs, and no other key is accepted: every function drops the old one within ` +
        `${cacheSeconds} seconds, and everybody signs in again.`,
    );
    return;
  }
  if (mode === 'retire') {
    if (!ring.previous) throw new SigningKeyRotationRefused('No previous key is waiting to be retired.');
    const until = ring.previousUntil ? new Date(ring.previousUntil) : undefined;
    if (!until || until > ports.now()) {
      throw new SigningKeyRotationRefused(
        `Tokens signed with ${ring.previous} live until ${until?.toISOString() ?? 'an unknown time'}; ` +
          'retiring it now would sign those people out. Run it again after that time, or use --now for a key ' +
          'that leaked.',
      );
    }
    await ports.writeRing(withoutPrevious(ring));
    ports.log(
      `The previous key ${ring.previous} is retired; functions stop accepting it within ${cacheSeconds} s.`,
    );
    return;
  }
  if (ring.previous) {
    throw new SigningKeyRotationRefused(
      `The previous key ${ring.previous} is still accepted (until ${ring.previousUntil ?? 'unknown'}): ` +
        'retire it first (--retire), so at most two keys are ever accepted.',
    );
  }
  if (ring.next) {
    ports.log(`1/3 Resuming: the key ${ring.next} is already accepted and not signing yet.`);
  } else {
    const { kid, secret } = ports.newKey();
    ring = withKey({ ...ring, next: kid }, kid, secret);
    await ports.writeRing(ring);
    ports.log(
      `1/3 The new key ${kid} is accepted by every function that re-reads; ${ring.current} still signs.`,
    );
  }
  await ports.wait(cacheSeconds + REREAD_MARGIN_SECONDS, 'every function re-reads the ring');
  const next = ring.next!;
  const { next: _next, ...rest } = ring;
  const until = new Date(ports.now().getTime() + (tokenLifetimeSeconds + cacheSeconds) * 1000);
  await ports.writeRing({
    ...rest,
    current: next,
    previous: ring.current,
    previousUntil: until.toISOString(),
  });
  ports.log(
    `2/3 ${next} signs; ${ring.current} is still accepted until ${until.toISOString()}, when the last token it ` +
      'signed expires.',
  );
  ports.log('3/3 After that time, run this command again with --retire to stop accepting the old key.');
}

/** A new key: its id (time-ordered, readable in logs) and 64 random characters. */
export function newSigningKey(now = new Date()): { kid: string; secret: string } {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return { kid: `k${stamp}`, secret: randomBytes(48).toString('base64url') };
}
