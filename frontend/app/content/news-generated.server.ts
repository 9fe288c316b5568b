import { NEWS_CATEGORIES } from '#contract/news-categories';
import { articleDate } from '../components/news/article-content';
import { titleWithFirmName } from './firm';
import type { NewsArticle } from './types';

/**
 * For measurement only (`npm run bench:news`): the build adds this many generated articles to the seed
 * source, so the benchmark can show that a page's first load does not grow with the archive.
 */
export const GENERATED_ARTICLES_VARIABLE = 'NEWS_GENERATED_ARTICLES';

const PARAGRAPH =
  '<p>This generated article stands in for one of many years of firm news. It is as long as a typical ' +
  'seed article, so that a benchmark build with hundreds of them weighs what a real archive would.</p>';

/** `count` distinct articles spread over the five categories and the years 2020 to 2026. */
export function generatedNewsArticles(count: number): NewsArticle[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, '0');
    const isoDate = `${2020 + (index % 7)}-${String((index % 12) + 1).padStart(2, '0')}-15`;
    const url = `generated-article-${number}`;
    return {
      title: `Generated Article ${number}`,
      titleShort: `Generated ${number}`,
      url,
      author: 'Brandt & Okafor',
      date: articleDate(isoDate),
      isoDate,
      year: isoDate.slice(0, 4),
      category: NEWS_CATEGORIES[index % NEWS_CATEGORIES.length]!,
      featured: index % 10 === 0 ? 'true' : 'false',
      content: `<p>Generated article ${number}.</p>${PARAGRAPH.repeat(8)}`,
      meta: {
        path: `/news-media/${url}`,
        pageTitle: titleWithFirmName(`Generated Article ${number}`),
        description: `Generated article ${number}, for measuring the news pages with a large archive.`,
        keywords: 'generated, benchmark',
      },
    };
  });
}

/** How many generated articles this build adds: none unless the benchmark sets the variable. */
export function generatedArticleCount(env: NodeJS.ProcessEnv = process.env): number {
  const count = Number(env[GENERATED_ARTICLES_VARIABLE] ?? 0);
  return Number.isInteger(count) && count > 0 ? count : 0;
}
