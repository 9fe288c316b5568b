import { attorneys } from './attorneys';
import { newsArticles } from './news';
import { practiceAreas } from './practice-areas';
import { caseResults } from './results';
import type { Attorney, CaseResult, NewsArticle, NewsCategory, PracticeArea } from './types';

/** Look-ups over the content records, so routes never search the arrays themselves. */

export const findAttorney = (slug: string | undefined): Attorney | undefined =>
  attorneys.find((attorney) => attorney.slug === slug);

export const findPracticeArea = (slug: string | undefined): PracticeArea | undefined =>
  practiceAreas.find((area) => area.slug === slug);

export const findArticle = (slug: string | undefined): NewsArticle | undefined =>
  newsArticles.find((article) => article.url === slug);

export const resultsByIds = (ids: number[]): CaseResult[] =>
  ids.flatMap((id) => caseResults.filter((result) => result.id === id));

/** Newest first, as the News and Media list shows them. */
export const newsNewestFirst: NewsArticle[] = [...newsArticles].sort((a, b) =>
  b.isoDate.localeCompare(a.isoDate),
);

/** The categories the list's dropdown offers, in the order the firm lists them. */
export const NEWS_CATEGORIES: readonly NewsCategory[] = [
  'Catastrophic Injury',
  'Recent Honors',
  'Highway Design',
  'Product Liability',
  'Child Sexual Abuse',
];

/** Years that have at least one article, newest first (the spec's "years sorted descending"). */
export const newsYears: string[] = [...new Set(newsArticles.map((article) => article.year))].sort((a, b) =>
  b.localeCompare(a),
);
