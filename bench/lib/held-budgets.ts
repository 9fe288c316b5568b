/**
 * Which Lighthouse budgets a row of the benchmark breaks. Budgets hold the median of the cold runs, on every
 * server: a first-time visitor's figure is the promise. Warm rows are reported beside them, never held.
 */
import { budgets } from './budgets';
import type { LighthouseRow } from './lighthouse-matrix';

const SCORES = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;

/** "/contact (cold, static server)": which row a broken budget is about. */
export const rowLabel = ({ route, mode, server }: Pick<LighthouseRow, 'route' | 'mode' | 'server'>) =>
  `${route} (${mode}, ${server} server)`;

/**
 * The budgets `row` breaks, each named with its row and figure; none for a warm row. `staff`: the sign-in
 * page, which is noindex on purpose, so Lighthouse's "page is blocked from indexing" costs SEO: it is held to
 * every other budget of the public pages (it is pre-rendered like them).
 */
export function brokenRowBudgets(row: LighthouseRow, staff: boolean): string[] {
  if (row.mode !== 'cold') return [];
  const { lighthouse } = row;
  const label = rowLabel(row);
  const ms = (value: number) => Math.round(value);
  const broken: string[] = [];
  const held = staff ? SCORES.filter((category) => category !== 'seo') : SCORES;
  for (const category of held) {
    if (lighthouse[category].median < budgets.lighthouseScore) {
      broken.push(
        `${label}: Lighthouse ${category} ${lighthouse[category].median} < ${budgets.lighthouseScore}`,
      );
    }
  }
  if (lighthouse.lcpMs.median > budgets.largestContentfulPaintMs) {
    broken.push(`${label}: LCP ${ms(lighthouse.lcpMs.median)} ms > ${budgets.largestContentfulPaintMs} ms`);
  }
  if (lighthouse.tbtMs.median > budgets.totalBlockingTimeMs) {
    broken.push(`${label}: TBT ${ms(lighthouse.tbtMs.median)} ms > ${budgets.totalBlockingTimeMs} ms`);
  }
  if (lighthouse.cls.median > budgets.cumulativeLayoutShift) {
    broken.push(`${label}: CLS ${lighthouse.cls.median.toFixed(3)} > ${budgets.cumulativeLayoutShift}`);
  }
  return broken;
}
