import type { NewsSummary } from './types';

/** Newest first, as the News and Media list shows them. */
export const newestFirst = <T extends Pick<NewsSummary, 'isoDate'>>(articles: readonly T[]): T[] =>
  [...articles].sort((a, b) => b.isoDate.localeCompare(a.isoDate));

/** Years that have at least one article, newest first (the spec's "years sorted descending"). */
export const newsYears = (articles: readonly Pick<NewsSummary, 'year'>[]): string[] =>
  [...new Set(articles.map((article) => article.year))].sort((a, b) => b.localeCompare(a));
