/**
 * The CPU slowdown Lighthouse's own calculator suggests for a machine's `benchmarkIndex`, so figures from two
 * machines can be read together: Lighthouse's mobile preset multiplies the page's CPU time by 4 whatever the
 * machine, which is calibrated for a high-end desktop (index 1500-2000); a slower machine at 4x emulates a
 * slower phone than intended, a faster one a faster phone.
 *
 * Source: Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") links the "Lighthouse CPU slowdown
 * calculator" (lighthouse-cpu-throttling-calculator.vercel.app, code in
 * github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js, computeMultiplierMessages).
 * It interpolates linearly between these points, with a confidence range around the multiplier:
 *   index 150 -> 1x, 800 -> 2x, 1300 -> 3x, then +1x per 233 (1533 -> 4x, 1766 -> 5x, 2000 -> 6x);
 *   range width 0.5 below 800, 1.5 below 1300, above that the largest of 1.5, the excess over 3x and 30 %.
 * Below 150 it gives no multiplier: the machine is too slow to emulate Lighthouse's target phone.
 * Lighthouse's own PageSpeed Insights config (core/config/lr-mobile-config.js) uses 1.2x, chosen with this
 * calculator from PSI's median index: PSI's machines are far slower than a desktop.
 */
export interface CpuMultiplier {
  multiplier: number;
  range: [number, number];
}

/** Below this index the calculator gives no multiplier. */
export const SLOWEST_CALIBRATED_INDEX = 150;

interface Segment {
  /** The segment covers indexes from `from` (inclusive) up to the next segment's `from`. */
  from: number;
  /** The multiplier at `from`, and how much it grows per index point. */
  base: number;
  perPoint: number;
  rangeWidth: (multiplier: number, excess: number) => number;
}

/** Highest first: the first segment whose `from` the index reaches applies. */
const SEGMENTS: Segment[] = [
  {
    from: 1300,
    base: 3,
    perPoint: 1 / 233,
    rangeWidth: (multiplier, excess) => Math.max(excess, 1.5, multiplier * 0.3),
  },
  { from: 800, base: 2, perPoint: 1 / 500, rangeWidth: () => 1.5 },
  { from: SLOWEST_CALIBRATED_INDEX, base: 1, perPoint: 1 / 650, rangeWidth: () => 0.5 },
];

/** The suggested multiplier and its range, or undefined for an index too low (or not a number). */
export function suggestedCpuMultiplier(benchmarkIndex: number): CpuMultiplier | undefined {
  if (!Number.isFinite(benchmarkIndex)) return undefined;
  const segment = SEGMENTS.find(({ from }) => benchmarkIndex >= from);
  if (!segment) return undefined;
  const excess = (benchmarkIndex - segment.from) * segment.perPoint;
  const multiplier = segment.base + excess;
  const half = segment.rangeWidth(multiplier, excess) / 2;
  return { multiplier, range: [multiplier - half, multiplier + half] };
}

/** "4.2x", or "too slow" for an index the calculator does not cover. */
export function multiplierText(benchmarkIndex: number): string {
  const suggested = suggestedCpuMultiplier(benchmarkIndex);
  return suggested ? `${suggested.multiplier.toFixed(1)}x` : 'too slow';
}
