/**
 * Starts the product's clock (backend/adapters/clock.ts) at the instant a test run names, so that no test
 * depends on the hour or the day the machine runs it. Loaded by Vitest before every test file
 * (vitest.config.ts `setupFiles`): each file starts at the same instant and the clock runs on from there.
 *
 * `TEST_CLOCK_AT` (an ISO instant) chooses the instant; without it the run starts at 23:59:30 UTC of the
 * machine's day, where windows that reset at midnight and dates that change under a test show themselves.
 * `npm test` also runs the clock-sensitive files across the firm's daylight-saving change (package.json).
 */
import { ENV } from '../environment';

/** 30 seconds before midnight UTC on the machine's day. */
export function beforeMidnightUtc(machineNow: Date): Date {
  const midnight = Date.UTC(
    machineNow.getUTCFullYear(),
    machineNow.getUTCMonth(),
    machineNow.getUTCDate() + 1,
  );
  return new Date(midnight - 30_000);
}

export function testClockStart(requested: string | undefined, machineNow: Date): Date {
  if (!requested) return beforeMidnightUtc(machineNow);
  const start = new Date(requested);
  if (Number.isNaN(start.getTime())) throw new Error(`TEST_CLOCK_AT is not an ISO instant: ${requested}`);
  return start;
}

const machineNow = new Date();
process.env[ENV.localClockBaseOffsetMs] = String(
  testClockStart(process.env.TEST_CLOCK_AT, machineNow).getTime() - machineNow.getTime(),
);
