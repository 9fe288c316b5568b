import { describe, expect, it } from 'vitest';
import {
  acceptedKids,
  parseKeyRing,
  serializeKeyRing,
  type KeyRing,
} from '../../backend/domain/auth/key-ring';
import {
  REREAD_MARGIN_SECONDS,
  SigningKeyRotationRefused,
  newSigningKey,
  rotateSigningKey,
  type SigningKeyRotationMode,
  type SigningKeyRotationPorts,
} from './signing-key-rotation';

const CACHE_SECONDS = 300;
const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const LEGACY = 'L'.repeat(64);

/**
 * Every function on one clock. A function may hold any version of the ring stored at some moment of the last
 * CACHE_SECONDS, and signs with its version's current key; `violations` lists every moment a token one
 * function could sign was refused by a version another function could hold.
 */
function simulation(initial: KeyRing) {
  let now = 0;
  const versions: { from: number; ring: KeyRing }[] = [{ from: -Infinity, ring: initial }];
  const violations: string[] = [];
  let keys = 0;
  const held = () =>
    versions.filter((version, i) => (versions[i + 1]?.from ?? Infinity) > now - CACHE_SECONDS);
  const check = (moment: string) => {
    for (const signer of held())
      for (const verifier of held())
        if (!acceptedKids(verifier.ring, ports.now()).includes(signer.ring.current))
          violations.push(`${moment} at ${now}s: ${signer.ring.current} refused`);
  };
  const ports: SigningKeyRotationPorts = {
    readRing: async () => parseKeyRing(serializeKeyRing(versions.at(-1)!.ring)),
    writeRing: async (ring) => {
      versions.push({ from: now, ring: parseKeyRing(serializeKeyRing(ring)) });
      check('ring written');
    },
    wait: async (seconds) => {
      for (let step = 0; step < seconds; step += 10) {
        now += Math.min(10, seconds - step);
        check('waiting');
      }
    },
    now: () => new Date(Date.UTC(2026, 10, 26) + now * 1000),
    newKey: () => ({ kid: `k${++keys}`, secret: String(keys).repeat(40) }),
    log: () => undefined,
  };
  const run = (mode: SigningKeyRotationMode) =>
    rotateSigningKey(ports, {
      mode,
      cacheSeconds: CACHE_SECONDS,
      tokenLifetimeSeconds: TOKEN_LIFETIME_SECONDS,
    });
  return {
    ports,
    run,
    violations,
    latest: () => versions.at(-1)!.ring,
    advance: (seconds: number) => ports.wait(seconds, 'time passes'),
    versions,
  };
}

describe('rotating the signing key', () => {
  it('never refuses a token any function signs, from a ring of one legacy value to the retired old key', async () => {
    const sim = simulation(parseKeyRing(LEGACY));
    await sim.run('rotate');
    expect(sim.latest()).toMatchObject({ current: 'k1', previous: 'k0' });
    expect(sim.latest().next).toBeUndefined();
    await sim.advance(TOKEN_LIFETIME_SECONDS + CACHE_SECONDS);
    await sim.run('retire');
    await sim.advance(CACHE_SECONDS * 2);
    expect(sim.violations).toEqual([]);
    expect(acceptedKids(sim.latest(), sim.ports.now())).toEqual(['k1']);
    // The root of the stored-data keys is the legacy value throughout: sealed secrets stay readable.
    expect(sim.versions.every(({ ring }) => ring.data === LEGACY)).toBe(true);
  });

  it('waits for every function to accept the new key before it signs', async () => {
    const sim = simulation(parseKeyRing(LEGACY));
    await sim.run('rotate');
    const [, accepted, signing] = sim.versions;
    expect(accepted!.ring).toMatchObject({ current: 'k0', next: 'k1' });
    expect(signing!.from - accepted!.from).toBe(CACHE_SECONDS + REREAD_MARGIN_SECONDS);
  });

  it('would refuse tokens if the new key signed at once: the simulation sees it', async () => {
    const sim = simulation(parseKeyRing(LEGACY));
    await sim.ports.writeRing({
      ...sim.latest(),
      current: 'k9',
      keys: { ...sim.latest().keys, k9: 'n'.repeat(40) },
    });
    expect(sim.violations).not.toEqual([]);
  });

  it('refuses to retire the old key while tokens it signed may live, and to start a rotation before', async () => {
    const sim = simulation(parseKeyRing(LEGACY));
    await sim.run('rotate');
    await expect(sim.run('retire')).rejects.toThrow(SigningKeyRotationRefused);
    await expect(sim.run('rotate')).rejects.toThrow(/retire it first/);
    await sim.advance(TOKEN_LIFETIME_SECONDS + CACHE_SECONDS);
    await expect(sim.run('retire')).resolves.toBeUndefined();
    await expect(sim.run('retire')).rejects.toThrow(/No previous key/);
  });

  it('resumes a rotation stopped after the new key was accepted', async () => {
    const initial: KeyRing = {
      ...parseKeyRing(LEGACY),
      next: 'k7',
      keys: { k0: LEGACY, k7: '7'.repeat(40) },
    };
    const sim = simulation(initial);
    await sim.run('rotate');
    expect(sim.latest()).toMatchObject({ current: 'k7', previous: 'k0' });
    expect(sim.violations).toEqual([]);
  });

  it('drops every old key at once for a key that leaked (everybody signs in again)', async () => {
    const sim = simulation(parseKeyRing(LEGACY));
    await sim.run('rotate');
    await sim.run('now');
    expect(acceptedKids(sim.latest(), sim.ports.now())).toEqual(['k2']);
    expect(Object.keys(JSON.parse(serializeKeyRing(sim.latest())).keys as object)).toEqual(['k2']);
    expect(sim.latest().data).toBe(LEGACY);
  });

  it('makes key ids that sort by time and 64-character secrets', () => {
    const key = newSigningKey(new Date('2026-11-26T20:15:09Z'));
    expect(key.kid).toBe('k20261126-201509');
    expect(key.secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
  });
});
