/** The performance budgets of ARCHITECTURE.md, in one place: the benchmark and the size-guard test read them. */
export const budgets = {
  /** Lighthouse (mobile preset) category scores, 0-100, on every sampled route. */
  lighthouseScore: 100,
  largestContentfulPaintMs: 1500,
  homeFirstLoadJsGzipBytes: 110 * 1024,
  homeFirstLoadCssGzipBytes: 15 * 1024,
  /** Median time for a fresh Node process to import a Lambda bundle ("well under a second"). */
  lambdaColdImportMs: 750,
} as const;

/** Routes the benchmark measures: home and a sample of every kind of public page. */
export const sampledRoutes = (firstArticleSlug: string) => [
  '/',
  '/attorneys/eleanor-brandt',
  '/practice-areas/catastrophic-injury',
  '/results',
  '/news-media/',
  `/news-media/${firstArticleSlug}`,
  '/contact',
];
