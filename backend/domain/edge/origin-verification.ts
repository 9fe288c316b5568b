/**
 * Only CloudFront may reach the APIs. CloudFront adds a secret header to every request it forwards to
 * AppSync and API Gateway; the authorizer and the mail handler refuse any request without it, before any
 * other work. The secret holds two values so it can be rotated without downtime: CloudFront sends
 * `current`, and a value that was current until the last rotation (`previous`) is still accepted.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The custom origin header CloudFront adds (lower case, as handlers read headers). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The header CloudFront sets to the viewer's "ip:port"; a client cannot set it through CloudFront. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

export interface OriginSecret {
  current: string;
  /** Empty when there has been no rotation yet. */
  previous: string;
}

/** Values shorter than this are refused as a secret: a typo in an operator's rotation must not open the door. */
export const MIN_ORIGIN_SECRET_LENGTH = 32;

/** Length of each value the deployment and the rotation command generate; far above the minimum. */
export const ORIGIN_SECRET_LENGTH = 48;

export class OriginSecretError extends Error {
  override name = 'OriginSecretError';
}

/** The secret as Secrets Manager (and the local file) stores it: JSON `{"current": "...", "previous": "..."}`. */
export function parseOriginSecret(text: string): OriginSecret {
  let value: { current?: unknown; previous?: unknown };
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    throw new OriginSecretError('The origin secret is not JSON');
  }
  const { current, previous = '' } = value ?? {};
  if (typeof current !== 'string' || current.length < MIN_ORIGIN_SECRET_LENGTH) {
    throw new OriginSecretError(
      `The origin secret's "current" must be at least ${MIN_ORIGIN_SECRET_LENGTH} characters`,
    );
  }
  if (typeof previous !== 'string')
    throw new OriginSecretError('The origin secret\'s "previous" must be text');
  return { current, previous };
}

/** Equal-length digests, so the comparison takes the same time whatever the caller sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

function matches(sent: Buffer, expected: string): boolean {
  return expected.length >= MIN_ORIGIN_SECRET_LENGTH && timingSafeEqual(sent, digest(expected));
}

/**
 * Whether the request came through CloudFront. Compares in constant time with both accepted values,
 * always both, so the time does not tell which one (or whether either) matched.
 */
export function isVerifiedOrigin(headerValue: string | undefined, secret: OriginSecret): boolean {
  const sent = digest(headerValue ?? '');
  const current = matches(sent, secret.current);
  const previous = matches(sent, secret.previous);
  return headerValue !== undefined && (current || previous);
}

/**
 * The viewer's IP from CloudFront-Viewer-Address ("ip:port"; IPv6 addresses contain colons themselves).
 * Only call this for a verified request: on any other, the header is whatever the client wrote.
 */
export function viewerIp(headers: Record<string, string | undefined>): string {
  const viewer = headers[VIEWER_ADDRESS_HEADER];
  if (!viewer) return 'unknown';
  return viewer.slice(0, viewer.lastIndexOf(':')) || viewer;
}
