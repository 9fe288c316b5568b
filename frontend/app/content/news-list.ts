import type { NewsSummary } from './types';

/**
 * Descending order of code units. ISO dates and four-digit years sort correctly this way; localeCompare
 * would too, but its first call in a page builds the browser's collator, a 6 ms task on this machine (over
 * 20 ms on Lighthouse's slow phone) in the middle of hydrating the news list.
 */
const descending = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

/** Newest first, as the News and Media list shows them. */
export const newestFirst = <T extends Pick<NewsSummary, 'isoDate'>>(articles: readonly T[]): T[] =>
  [...articles].sort((a, b) => descending(a.isoDate, b.isoDate));

/** Years that have at least one article, newest first (the spec's "years sorted descending"). */
export const newsYears = (articles: readonly Pick<NewsSummary, 'year'>[]): string[] =>
  [...new Set(articles.map((article) => article.year))].sort(descending);
