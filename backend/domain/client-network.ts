/**
 * Per-client throttles: which bucket a caller's address counts against, for every public door alike (sign-in,
 * password reset, the consultation form). One IPv6 subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would let one client rotate through billions of buckets;
 * IPv4 addresses (also when written IPv4-mapped, as a dual-stack server reports them) count one by one.
 */
import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** An embedded IPv4 tail ("64:ff9b::192.0.2.1") as the two groups it stands for. */
function withoutDottedTail(address: string): string {
  return address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) => {
    const group = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);
    return `${group(a, b)}:${group(c, d)}`;
  });
}

/** The leading four groups (the /64) of an IPv6 address, written out in full. */
function ipv6Network(address: string): string {
  const [head = '', tail] = withoutDottedTail(address).split('::');
  const groupsOf = (part: string) => (part ? part.split(':') : []);
  const leading = groupsOf(head);
  const trailing = tail === undefined ? [] : groupsOf(tail);
  const groups = [...leading, ...Array<string>(8 - leading.length - trailing.length).fill('0'), ...trailing];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().padStart(4, '0'))
    .join(':')}::/64`;
}

export function clientNetwork(sourceIp: string): string {
  const address = sourceIp.trim().replace(/%.*$/, '');
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return ipv6Network(address);
  // Not an address (no viewer header reached the resolver): such callers share one bucket.
  return address || 'unknown';
}

/** A fixed-window counter store (adapters/dynamodb/throttles.ts). */
export interface NetworkRateLimiter {
  tryConsume(key: string, limit: { limit: number; windowSeconds: number }, now: Date): Promise<boolean>;
}

/** Counts one call of `operation` from the caller's network; false when that network is over `limit`. */
export function allowFromNetwork(
  deps: { rateLimiter: NetworkRateLimiter },
  operation: string,
  sourceIp: string,
  limit: { limit: number; windowSeconds: number },
  now: Date,
): Promise<boolean> {
  return deps.rateLimiter.tryConsume(`${operation}#net#${clientNetwork(sourceIp)}`, limit, now);
}
