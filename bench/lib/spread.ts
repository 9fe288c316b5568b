/**
 * Several Lighthouse runs of one route, summed up as min / median / max per figure. A route whose runs
 * disagree by more than the limits below is flagged: on a busy machine one slow run says more about the
 * machine than about the page, so the report asks for a re-measure instead of trusting (or failing on) it.
 */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /**
   * Lighthouse's benchmarkIndex: how fast this machine ran a fixed piece of JavaScript just before the run.
   * The simulation multiplies the page's CPU time by 4 whatever the machine, so TBT follows this figure;
   * on a shared machine it moves between runs (seen here: 1,040 to 2,200 within minutes).
   */
  cpuIndex: number;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export type LighthouseSpread = { [K in keyof LighthouseFigures]: Spread };

/** How far apart the fastest and slowest run may be before the route is flagged. */
export const SPREAD_LIMITS = {
  /** LCP and FCP: max minus min, as a share of the median. */
  paintShare: 0.25,
  tbtMs: 100,
  performancePoints: 3,
  /** The machine's speed (cpuIndex): max minus min, as a share of the median. */
  cpuIndexShare: 0.3,
} as const;

export function spreadOf(values: number[]): Spread {
  if (values.length === 0) throw new Error('No runs to summarise.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: sorted[0]!, median, max: sorted[sorted.length - 1]! };
}

/** "min / median / max", each value through `format` (rounded by default). */
export const spreadText = (
  { min, median, max }: Spread,
  format: (value: number) => string | number = Math.round,
) => `${format(min)} / ${format(median)} / ${format(max)}`;

export function summariseRuns(runs: LighthouseFigures[]): LighthouseSpread {
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, spreadOf(runs.map((run) => run[key]))]),
  ) as LighthouseSpread;
}

/** Why a route's runs cannot be trusted, one reason per figure; empty when they agree. */
export function wideSpreads(summary: LighthouseSpread): string[] {
  const reasons: string[] = [];
  const range = ({ min, max }: Spread) => max - min;
  for (const key of ['fcpMs', 'lcpMs'] as const) {
    const spread = summary[key];
    if (range(spread) > SPREAD_LIMITS.paintShare * spread.median) {
      reasons.push(`${key} ${Math.round(spread.min)}-${Math.round(spread.max)} ms`);
    }
  }
  if (range(summary.tbtMs) > SPREAD_LIMITS.tbtMs) {
    reasons.push(`tbtMs ${Math.round(summary.tbtMs.min)}-${Math.round(summary.tbtMs.max)} ms`);
  }
  if (range(summary.performance) > SPREAD_LIMITS.performancePoints) {
    reasons.push(`performance ${summary.performance.min}-${summary.performance.max}`);
  }
  if (range(summary.cpuIndex) > SPREAD_LIMITS.cpuIndexShare * summary.cpuIndex.median) {
    reasons.push(
      `machine speed (cpuIndex) ${Math.round(summary.cpuIndex.min)}-${Math.round(summary.cpuIndex.max)}`,
    );
  }
  return reasons;
}
