/** Counting over the last window in slots: what counts, and when a refusal truly ends. */
import { describe, expect, it } from 'vitest';
import { countInWindow, nextAllowedAt, slotOf, slotsOfWindow, type SlotCount } from './sliding-window';

const HOUR = 3600;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);
const epoch = (iso: string) => Date.parse(iso) / 1000;

describe('a sliding window of a day, in two-hour slots', () => {
  it('spans midnight UTC: the slots of the last 24 hours, the current one last', () => {
    const slots = slotsOfWindow(at('2026-03-03T00:00:30Z'), DAY);
    expect(slots).toHaveLength(13);
    expect(slots.at(-1)).toBe(slotOf(at('2026-03-03T00:00:30Z'), DAY));
    expect(slots[0]).toBe(slotOf(at('2026-03-02T00:00:30Z'), DAY));
  });

  it('counts what was added before midnight after it, and forgets it a day later', () => {
    const slots: SlotCount[] = [{ slot: slotOf(at('2026-03-02T23:59:00Z'), DAY), count: 10 }];
    expect(countInWindow(slots, at('2026-03-03T00:00:00Z'), DAY)).toBe(10);
    expect(countInWindow(slots, at('2026-03-03T23:59:59Z'), DAY)).toBe(10);
    expect(countInWindow(slots, at('2026-03-04T00:00:00Z'), DAY)).toBe(0);
  });

  it('allows the next attempt when enough of the oldest have left the window', () => {
    const slots: SlotCount[] = [
      { slot: slotOf(at('2026-03-02T01:00:00Z'), DAY), count: 4 },
      { slot: slotOf(at('2026-03-02T09:00:00Z'), DAY), count: 7 },
    ];
    const now = at('2026-03-02T09:30:00Z');
    expect(nextAllowedAt(slots, 10, now, DAY)).toBe(epoch('2026-03-03T02:00:00Z'));
    expect(nextAllowedAt(slots, 5, now, DAY)).toBe(epoch('2026-03-03T10:00:00Z'));
    expect(nextAllowedAt(slots, 12, now, DAY)).toBe(epoch('2026-03-02T09:30:00Z'));
  });
});

describe('a sliding window of an hour', () => {
  it('uses five-minute slots and counts at most one slot more than the hour', () => {
    const slots: SlotCount[] = [{ slot: slotOf(at('2026-03-02T09:04:00Z'), HOUR), count: 1 }];
    expect(countInWindow(slots, at('2026-03-02T10:04:59Z'), HOUR)).toBe(1);
    expect(countInWindow(slots, at('2026-03-02T10:05:00Z'), HOUR)).toBe(0);
  });
});
