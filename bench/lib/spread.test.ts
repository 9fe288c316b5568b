import { describe, expect, it } from 'vitest';
import { figuresOf } from './figures-fixture';
import { spreadOf, spreadText, summariseRuns, wideSpreads } from './spread';

const run = figuresOf;

describe('benchmark spread', () => {
  it('gives min, median and max, averaging the middle pair of an even count', () => {
    expect(spreadOf([5, 1, 3, 2, 4])).toEqual({ min: 1, median: 3, max: 5 });
    expect(spreadOf([4, 1, 3, 2])).toEqual({ min: 1, median: 2.5, max: 4 });
    expect(() => spreadOf([])).toThrow();
  });

  it('summarises every figure of the runs', () => {
    const summary = summariseRuns([run({ lcpMs: 1100 }), run({ lcpMs: 1000 }), run({ lcpMs: 1050 })]);
    expect(summary.lcpMs).toEqual({ min: 1000, median: 1050, max: 1100 });
    expect(summary.performance).toEqual({ min: 100, median: 100, max: 100 });
  });

  it('trusts runs that agree', () => {
    expect(
      wideSpreads(summariseRuns([run({}), run({ lcpMs: 1100, tbtMs: 60 }), run({ fcpMs: 950 })])),
    ).toEqual([]);
  });

  it('flags one slow run instead of letting it pass or fail silently', () => {
    const summary = summariseRuns([
      run({}),
      run({}),
      run({ lcpMs: 2200, tbtMs: 700, performance: 88 }),
      run({}),
      run({}),
    ]);
    expect(summary.lcpMs.median).toBe(1000);
    expect(wideSpreads(summary)).toEqual(['lcpMs 1000-2200 ms', 'tbtMs 20-700 ms', 'performance 88-100']);
  });

  it('flags runs on a machine whose speed changed under them, even when the page figures agree', () => {
    const steady = summariseRuns([run({ cpuIndex: 1700 }), run({ cpuIndex: 1800 }), run({ cpuIndex: 2000 })]);
    expect(wideSpreads(steady)).toEqual([]);
    const shared = summariseRuns([run({ cpuIndex: 1100 }), run({ cpuIndex: 1800 }), run({ cpuIndex: 2100 })]);
    expect(wideSpreads(shared)).toEqual(['machine speed (cpuIndex) 1100-2100']);
  });
});

describe('spreadText', () => {
  it('writes min / median / max, rounded unless told otherwise', () => {
    expect(spreadText({ min: 12.4, median: 50.5, max: 99.6 })).toBe('12 / 51 / 100');
    expect(spreadText({ min: 0.1, median: 0.2, max: 0.3 }, (value) => value.toFixed(1))).toBe(
      '0.1 / 0.2 / 0.3',
    );
  });
});
