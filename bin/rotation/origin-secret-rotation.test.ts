import { describe, expect, it } from 'vitest';
import {
  ORIGIN_SECRET_LENGTH,
  isVerifiedOrigin,
  parseOriginSecret,
  type OriginSecret,
} from '../../backend/domain/edge/origin-verification';
import {
  newOriginValue,
  REREAD_MARGIN_SECONDS,
  RotationRefused,
  rotateOriginSecret,
  type OriginRotationPorts,
} from './origin-secret-rotation';

const CACHE_SECONDS = 300;
/** How long CloudFront takes to carry a new configuration to every edge, in this simulation. */
const PROPAGATION_SECONDS = 420;
const value = (letter: string) => letter.repeat(48);

/**
 * The three parties on one clock. A verifier may hold any version of the secret that was stored at some
 * moment of the last CACHE_SECONDS (it read it then and keeps it); CloudFront's edges may send the old or
 * the new value while a change propagates. `violations` lists every moment something sent was refused.
 */
function simulation(initial: OriginSecret, options: { failCloudFront?: boolean } = {}) {
  let now = 0;
  const versions: { from: number; secret: OriginSecret }[] = [{ from: -Infinity, secret: initial }];
  let cloudFront = { values: [initial.current], deployed: true };
  const violations: string[] = [];
  const calls: string[] = [];

  const heldByVerifiers = () =>
    versions.filter((version, i) => {
      const until = versions[i + 1]?.from ?? Infinity;
      return until > now - CACHE_SECONDS;
    });
  const check = (moment: string) => {
    for (const sent of cloudFront.values)
      for (const { secret } of heldByVerifiers())
        if (!isVerifiedOrigin(sent, secret))
          violations.push(`${moment} at ${now}s: ${sent.slice(0, 3)} refused`);
  };
  const advance = (seconds: number, moment: string) => {
    for (let step = 0; step < seconds; step += 10) {
      now += Math.min(10, seconds - step);
      check(moment);
    }
  };

  const ports: OriginRotationPorts = {
    readSecret: async () => versions.at(-1)!.secret,
    writeSecret: async (secret) => {
      calls.push(`write ${secret.current.slice(0, 1)}/${secret.previous.slice(0, 1) || '-'}`);
      versions.push({ from: now, secret });
      check('secret written');
    },
    cloudFrontValue: async () => {
      calls.push('read CloudFront');
      return cloudFront.values.length === 1 ? cloudFront.values[0] : undefined;
    },
    sendFromCloudFront: async (next) => {
      calls.push(`CloudFront ${next.slice(0, 1)}`);
      if (options.failCloudFront) throw new Error('UpdateDistribution: PreconditionFailed');
      cloudFront = { values: [...cloudFront.values, next], deployed: false };
      advance(PROPAGATION_SECONDS, 'CloudFront propagating');
      cloudFront = { values: [next], deployed: true };
      check('CloudFront deployed');
    },
    wait: async (seconds) => {
      calls.push(`wait ${seconds}`);
      advance(seconds, 'waiting');
    },
    newValue: () => value('n'),
    log: () => undefined,
  };
  return {
    ports,
    calls,
    violations,
    stored: () => versions.at(-1)!.secret,
    sent: () => cloudFront.values,
    /** Time passes after the command ends: verifiers drop what they cached. */
    settle: () => advance(CACHE_SECONDS + 10, 'after the rotation'),
  };
}

describe('rotating the origin secret', () => {
  it('moves the secret, the verifiers and CloudFront in an order where nothing sent is ever refused', async () => {
    const world = simulation({ current: value('o'), previous: '' });
    await rotateOriginSecret(world.ports, CACHE_SECONDS);
    world.settle();
    expect(world.violations).toEqual([]);
    expect(world.calls).toEqual([
      'read CloudFront',
      'write n/o',
      `wait ${CACHE_SECONDS + REREAD_MARGIN_SECONDS}`,
      'CloudFront n',
      'write n/-',
    ]);
    expect(world.stored()).toEqual({ current: value('n'), previous: '' });
    expect(world.sent()).toEqual([value('n')]);
  });

  it('would refuse requests if CloudFront moved before the verifiers re-read (the check can fail)', async () => {
    const world = simulation({ current: value('o'), previous: '' });
    await world.ports.writeSecret({ current: value('n'), previous: value('o') });
    await world.ports.writeSecret({ current: value('n'), previous: '' });
    await world.ports.sendFromCloudFront(value('n'));
    expect(world.violations.length).toBeGreaterThan(0);
  });

  it('leaves both values accepted when CloudFront cannot be updated, and says so', async () => {
    const world = simulation({ current: value('o'), previous: '' }, { failCloudFront: true });
    await expect(rotateOriginSecret(world.ports, CACHE_SECONDS)).rejects.toThrow(/PreconditionFailed/);
    world.settle();
    expect(world.violations).toEqual([]);
    expect(world.stored()).toEqual({ current: value('n'), previous: value('o') });
  });

  it('resumes a rotation that stopped before CloudFront moved, without making another value', async () => {
    const world = simulation({ current: value('n'), previous: value('o') });
    // CloudFront still sends the old value, which the stored secret holds as previous.
    await world.ports.sendFromCloudFront(value('o'));
    world.calls.length = 0;
    await rotateOriginSecret(world.ports, CACHE_SECONDS);
    expect(world.calls).toEqual([
      'read CloudFront',
      `wait ${CACHE_SECONDS + REREAD_MARGIN_SECONDS}`,
      'CloudFront n',
      'write n/-',
    ]);
    expect(world.violations).toEqual([]);
  });

  it('changes nothing when CloudFront sends a value the secret does not hold', async () => {
    const world = simulation({ current: value('o'), previous: '' });
    await world.ports.sendFromCloudFront(value('x'));
    world.calls.length = 0;
    await expect(rotateOriginSecret(world.ports, CACHE_SECONDS)).rejects.toBeInstanceOf(RotationRefused);
    expect(world.calls).toEqual(['read CloudFront']);
  });
});

describe('a new origin value', () => {
  it('is letters and digits of the generated length, different each time, and a valid secret', () => {
    const values = Array.from({ length: 50 }, newOriginValue);
    for (const candidate of values)
      expect(candidate).toMatch(new RegExp(`^[A-Za-z0-9]{${ORIGIN_SECRET_LENGTH}}$`));
    expect(new Set(values).size).toBe(values.length);
    expect(parseOriginSecret(JSON.stringify({ current: values[0], previous: '' })).current).toBe(values[0]);
  });
});
