/**
 * Rotating the origin secret without an outage. Three parties hold it: Secrets Manager (`{current,
 * previous}`), the functions that verify the header (each keeps what it read for up to
 * SECRET_CACHE_SECONDS), and CloudFront, which sends one value to both APIs. CloudFormation cannot
 * move CloudFront: its header reads the secret through a dynamic reference that is resolved only when the
 * distribution itself changes. So the order is:
 *
 * 1. new value as `current`, the old one as `previous`: verifiers accept both once they re-read;
 * 2. wait until every verifier has re-read;
 * 3. CloudFront sends the new value (updated directly, then deployed to every edge);
 * 4. `previous` cleared: the old value opens nothing any more.
 *
 * At every moment, whatever value CloudFront sends is one every verifier accepts.
 */
import { randomBytes } from 'node:crypto';
import { ORIGIN_SECRET_LENGTH, type OriginSecret } from '../../backend/domain/edge/origin-verification';

export interface OriginRotationPorts {
  readSecret(): Promise<OriginSecret>;
  writeSecret(secret: OriginSecret): Promise<void>;
  /**
   * The value CloudFront sends to the API origins, read once every edge has the distribution's latest
   * configuration (so a change still rolling out is never mistaken for a finished one); undefined when
   * the origins disagree.
   */
  cloudFrontValue(): Promise<string | undefined>;
  /** Makes CloudFront send `value` to every API origin and resolves once every edge has it. */
  sendFromCloudFront(value: string): Promise<void>;
  wait(seconds: number, why: string): Promise<void>;
  newValue(): string;
  log(line: string): void;
}

export class RotationRefused extends Error {
  override name = 'RotationRefused';
}

/** Seconds added to the verifiers' cache time, for a read that started just before the write. */
export const REREAD_MARGIN_SECONDS = 30;

export async function rotateOriginSecret(ports: OriginRotationPorts, cacheSeconds: number): Promise<void> {
  const stored = await ports.readSecret();
  const sent = await ports.cloudFrontValue();
  let next: string;
  if (sent === stored.current) {
    next = ports.newValue();
    await ports.writeSecret({ current: next, previous: stored.current });
    ports.log('1/4 The secret holds the new value as current and the old one as previous.');
  } else if (sent !== undefined && sent === stored.previous) {
    // A rotation stopped after step 1 (or during step 3): the new value is already stored and accepted.
    next = stored.current;
    ports.log('1/4 Resuming: the secret already holds a new value that CloudFront does not send yet.');
  } else {
    throw new RotationRefused(
      'CloudFront sends a value the secret does not hold as current or previous (or its API origins ' +
        'disagree). Nothing was changed. Check the distribution and the secret before rotating.',
    );
  }
  await ports.wait(cacheSeconds + REREAD_MARGIN_SECONDS, 'every function re-reads the secret');
  ports.log('2/4 Every function now accepts both values.');
  await ports.sendFromCloudFront(next);
  ports.log('3/4 CloudFront sends the new value from every edge.');
  await ports.writeSecret({ current: next, previous: '' });
  ports.log(
    `4/4 The old value is retired; functions stop accepting it within ${cacheSeconds} seconds. Done.`,
  );
}

/** Letters and digits only, as the deployed generator makes them: the value travels as an HTTP header. */
export function newOriginValue(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let value = '';
  while (value.length < ORIGIN_SECRET_LENGTH) {
    // 248 is the largest multiple of 62 below 256: bytes above it are dropped, so every letter is as likely.
    for (const byte of randomBytes(ORIGIN_SECRET_LENGTH)) if (byte < 248) value += alphabet[byte % 62];
  }
  return value.slice(0, ORIGIN_SECRET_LENGTH);
}
