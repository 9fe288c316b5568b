/**
 * The product's clock: the system time, moved forward by the local stack's test hook
 * (backend/local/test-hooks.ts) so that tests of idle timeouts, business-minute alerts and cadences move time
 * instead of sleeping, and started by a test run at an instant of its choosing (backend/testing/test-clock.ts),
 * so no test depends on the hour or the day it runs. Both offsets travel in the environment because the local
 * stack runs every handler in its own process, as Lambda reads its configuration; the CDK stack never sets
 * them (infra test).
 */
import type { Clock } from '../domain/clock';
import { ENV } from '../environment';

function offsetFromEnvironment(name: string): number {
  const offset = Number(process.env[name] ?? 0);
  return Number.isFinite(offset) ? offset : 0;
}

/** How far the local stack has moved the clock, in milliseconds, from where the run started it. */
export function clockMovedMs(): number {
  return offsetFromEnvironment(ENV.localClockOffsetMs);
}

/** How far the product's clock is from the machine's, in milliseconds (0 in AWS and in `npm start`). */
export function clockOffsetMs(): number {
  return offsetFromEnvironment(ENV.localClockBaseOffsetMs) + clockMovedMs();
}

export const productClock: Clock = () => new Date(Date.now() + clockOffsetMs());
