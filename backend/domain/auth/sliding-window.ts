/**
 * Counting over the last window, wherever the clock stands: an account's budgets (budgets.ts) count the
 * attempts of the last hour or the last 24 hours, so no budget resets at midnight or on the hour (10 wrong
 * codes at 23:59 and 10 more at 00:00 are 20 in the last day, not 10 in each).
 *
 * Attempts are kept in slots of a twelfth of the window (one atomic add each, no transaction needed); a count
 * sums every slot that overlaps the last window, so it may count up to one slot more than the window, never
 * less: a budget errs on the side of refusing.
 */
export const SLOTS_PER_WINDOW = 12;

/** The attempts counted in one slot: `slot` numbers the slots of `windowSeconds / 12` since the epoch. */
export interface SlotCount {
  slot: number;
  count: number;
}

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function slotSeconds(windowSeconds: number): number {
  return Math.max(1, Math.ceil(windowSeconds / SLOTS_PER_WINDOW));
}

/** The slot holding `at`. */
export function slotOf(at: Date, windowSeconds: number): number {
  return Math.floor(epochSeconds(at) / slotSeconds(windowSeconds));
}

/** Every slot that overlaps the window ending at `at`, oldest first (the last one holds `at`). */
export function slotsOfWindow(at: Date, windowSeconds: number): number[] {
  const length = slotSeconds(windowSeconds);
  const last = slotOf(at, windowSeconds);
  // Slot s overlaps (at - window, at] when it ends after the window's start.
  const first = Math.floor((epochSeconds(at) - windowSeconds) / length);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The epoch second at which `slot` no longer overlaps the window (its counts leave the budget). */
export function slotLeavesWindowAt(slot: number, windowSeconds: number): number {
  return (slot + 1) * slotSeconds(windowSeconds) + windowSeconds;
}

/** The attempts in the window ending at `at`. */
export function countInWindow(slots: readonly SlotCount[], at: Date, windowSeconds: number): number {
  const inWindow = new Set(slotsOfWindow(at, windowSeconds));
  return slots.filter(({ slot }) => inWindow.has(slot)).reduce((sum, { count }) => sum + count, 0);
}

/**
 * The first epoch second, from `at` on, at which the window holds fewer than `limit` attempts, so one more
 * is allowed: the true end of a refusal, said to the person refused.
 */
export function nextAllowedAt(
  slots: readonly SlotCount[],
  limit: number,
  at: Date,
  windowSeconds: number,
): number {
  const inWindow = new Set(slotsOfWindow(at, windowSeconds));
  const counted = slots.filter(({ slot }) => inWindow.has(slot)).sort((a, b) => a.slot - b.slot);
  let remaining = counted.reduce((sum, { count }) => sum + count, 0);
  let allowedAt = epochSeconds(at);
  for (const { slot, count } of counted) {
    if (remaining < limit) break;
    remaining -= count;
    allowedAt = slotLeavesWindowAt(slot, windowSeconds);
  }
  return allowedAt;
}
