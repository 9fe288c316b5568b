import type { LighthouseFigures } from './spread';

/** The figures of one Lighthouse run for the benchmark's unit tests: a good run, with `overrides`. */
export const figuresOf = (overrides: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs: 20,
  cls: 0,
  transferBytes: 200_000,
  cpuIndex: 1800,
  ...overrides,
});
