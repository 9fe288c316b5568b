/**
 * Where the news pages get their articles: the one seam between the seed content and published staff posts.
 * The news routes' loaders call these two functions; they run at build time (pre-rendering) and when the
 * run-time renderer writes a post's pages, which passes the published posts in the loader context.
 */
import type { AppLoadContext } from 'react-router';
import { generatedArticleCount, generatedNewsArticles } from './news-generated.server';
import { newestFirst } from './news-list';
import { newsArticles } from './news.server';
import type { NewsArticle, NewsSummary } from './types';

/** News beyond the seed content, as the run-time renderer supplies it (absent when the site is built). */
export interface PublishedNews {
  /** Every published post's summary: the list page shows them beside the seed articles. */
  summaries: readonly NewsSummary[];
  /** The full records of the posts being rendered (usually the one just published or edited). */
  articles: readonly NewsArticle[];
}

declare module 'react-router' {
  interface AppLoadContext {
    publishedNews?: PublishedNews;
  }
}

const seedArticles: readonly NewsArticle[] = [
  ...newsArticles,
  ...generatedNewsArticles(generatedArticleCount()),
];

/** A summary carries only the fields the list shows and filters on, never the body. */
export const newsSummary = ({
  title,
  url,
  date,
  isoDate,
  year,
  category,
  featured,
}: NewsSummary): NewsSummary => ({
  title,
  url,
  date,
  isoDate,
  year,
  category,
  featured,
});

/** The News and Media list: every seed article and published post, newest first. */
export function newsSummaries(context?: AppLoadContext): NewsSummary[] {
  return newestFirst([
    ...seedArticles.map(newsSummary),
    ...(context?.publishedNews?.summaries ?? []).map(newsSummary),
  ]);
}

/** The article at /news-media/<slug>: a seed article, or a published post the context supplies. */
export function articleFor(slug: string | undefined, context?: AppLoadContext): NewsArticle | undefined {
  const matches = (article: NewsArticle) => article.url === slug;
  return seedArticles.find(matches) ?? context?.publishedNews?.articles.find(matches);
}
