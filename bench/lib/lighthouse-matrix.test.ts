import { describe, expect, it } from 'vitest';
import { brokenRowBudgets } from './held-budgets';
import { BENCH_MODES, BENCH_SERVERS, listSetting, rowsOf, type Sample } from './lighthouse-matrix';
import type { LighthouseFigures } from './spread';
import { figuresOf } from './figures-fixture';

const sample = (
  route: string,
  server: Sample['server'],
  mode: Sample['mode'],
  overrides: Partial<LighthouseFigures> = {},
): Sample => ({ route, server, mode, figures: figuresOf(overrides) });

describe('benchmark settings', () => {
  it('measures every mode and server when unset, cold and site first', () => {
    expect(listSetting('BENCH_MODES', undefined, BENCH_MODES)).toEqual(['cold', 'warm']);
    expect(listSetting('BENCH_SERVERS', '', BENCH_SERVERS)).toEqual(['site', 'static']);
  });

  it('takes a quick subset, in the order given, once each', () => {
    expect(listSetting('BENCH_MODES', 'cold', BENCH_MODES)).toEqual(['cold']);
    expect(listSetting('BENCH_SERVERS', ' static , site,static', BENCH_SERVERS)).toEqual(['static', 'site']);
  });

  it('refuses a value it does not know instead of measuring less than asked', () => {
    expect(() => listSetting('BENCH_MODES', 'cold,lukewarm', BENCH_MODES)).toThrow(
      'BENCH_MODES: unknown lukewarm (one or more of cold, warm)',
    );
  });
});

describe('rows of the benchmark', () => {
  it('sums up each route x mode x server on its own runs, route first, then mode, then server', () => {
    const samples = [
      sample('/', 'site', 'cold', { lcpMs: 1100 }),
      sample('/', 'static', 'cold', { lcpMs: 1500 }),
      sample('/', 'site', 'warm', { lcpMs: 900 }),
      sample('/', 'site', 'cold', { lcpMs: 1150 }),
      sample('/', 'static', 'cold', { lcpMs: 1600 }),
      sample('/contact', 'site', 'cold', { lcpMs: 1000 }),
      sample('/', 'site', 'cold', { lcpMs: 1120 }),
      sample('/', 'static', 'cold', { lcpMs: 1550 }),
    ];
    const rows = rowsOf(samples, {
      routes: ['/', '/contact'],
      servers: ['site', 'static'],
      modes: ['cold', 'warm'],
    });
    expect(rows.map(({ route, mode, server, runs }) => [route, mode, server, runs.length])).toEqual([
      ['/', 'cold', 'site', 3],
      ['/', 'cold', 'static', 3],
      ['/', 'warm', 'site', 1],
      ['/contact', 'cold', 'site', 1],
    ]);
    expect(rows[0]!.lighthouse.lcpMs).toEqual({ min: 1100, median: 1120, max: 1150 });
    expect(rows[0]!.runs.map((run) => run.lcpMs)).toEqual([1100, 1150, 1120]);
    expect(rows[1]!.lighthouse.lcpMs).toEqual({ min: 1500, median: 1550, max: 1600 });
  });

  it('flags a row whose runs disagree, and only that row', () => {
    const samples = [
      sample('/', 'site', 'cold', { tbtMs: 0 }),
      sample('/', 'site', 'cold', { tbtMs: 420 }),
      sample('/', 'site', 'cold', { tbtMs: 45 }),
      sample('/', 'site', 'warm'),
      sample('/', 'site', 'warm'),
    ];
    const [cold, warm] = rowsOf(samples, { routes: ['/'], servers: ['site'], modes: ['cold', 'warm'] });
    expect(cold!.wideSpread).toEqual(['tbtMs 0-420 ms']);
    expect(warm!.wideSpread).toEqual([]);
  });
});

describe('budgets held by the benchmark', () => {
  const rowOf = (mode: Sample['mode'], server: Sample['server'], overrides: Partial<LighthouseFigures>) =>
    rowsOf([sample('/', server, mode, overrides)], { routes: ['/'], servers: [server], modes: [mode] })[0]!;

  it('holds the cold median on every server, naming the row and the figure', () => {
    expect(brokenRowBudgets(rowOf('cold', 'static', { lcpMs: 1530, performance: 96 }), false)).toEqual([
      '/ (cold, static server): Lighthouse performance 96 < 100',
      '/ (cold, static server): LCP 1530 ms > 1200 ms',
    ]);
    expect(brokenRowBudgets(rowOf('cold', 'site', { tbtMs: 51, cls: 0.02 }), false)).toEqual([
      '/ (cold, site server): TBT 51 ms > 50 ms',
      '/ (cold, site server): CLS 0.020 > 0',
    ]);
  });

  it('reports warm figures without holding them', () => {
    expect(brokenRowBudgets(rowOf('warm', 'site', { lcpMs: 2500, performance: 80 }), false)).toEqual([]);
  });

  it('does not hold the sign-in page’s SEO score (noindex on purpose)', () => {
    expect(brokenRowBudgets(rowOf('cold', 'site', { seo: 54 }), true)).toEqual([]);
    expect(brokenRowBudgets(rowOf('cold', 'site', { seo: 54 }), false)).toEqual([
      '/ (cold, site server): Lighthouse seo 54 < 100',
    ]);
  });
});
