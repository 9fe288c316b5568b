/**
 * The product's clock: the system time, moved forward by the local stack's test hook
 * (backend/local/test-hooks.ts) so that tests of idle timeouts, business-minute alerts and cadences move time
 * instead of sleeping. The offset travels in the environment because the local stack runs every handler in
 * its own process, as Lambda reads its configuration; the CDK stack never sets it (infra test).
 */
import type { Clock } from '../domain/clock';
import { ENV } from '../environment';

/** How far the local stack has moved the clock, in milliseconds (0 unless a test moved it). */
export function clockOffsetMs(): number {
  const offset = Number(process.env[ENV.localClockOffsetMs] ?? 0);
  return Number.isFinite(offset) ? offset : 0;
}

export const productClock: Clock = () => new Date(Date.now() + clockOffsetMs());
