/**
 * Limits counted in fixed windows (backend/adapters/dynamodb/throttles.ts `tryConsume`): a burst of calls
 * that straddles a window's boundary proves nothing, so a test moves the product's clock to the start of the
 * next window first, wherever the run's clock stands.
 */
import { productClock } from '../adapters/clock';
import { advanceClock } from '../local/test-hooks';

/** Moves the product's clock to one second into the next window of `windowSeconds`. */
export function moveToNextWindow(windowSeconds: number): Date {
  const now = productClock().getTime();
  const nextWindowStart = (Math.floor(now / 1000 / windowSeconds) + 1) * windowSeconds * 1000;
  return advanceClock((nextWindowStart + 1000 - now) / 60_000);
}
