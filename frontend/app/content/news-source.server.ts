/**
 * Where the news pages get their articles: the one seam between the seed content and published staff posts.
 * The news routes' loaders call these two functions; they run at build time (pre-rendering) and when the
 * run-time renderer writes a post's pages, which passes the published posts in the loader context.
 */
import type { AppLoadContext } from 'react-router';
import type { PublishedPost, PublishedPostsContext } from '#contract/news-context';
import { localizedPath } from '#contract/locale';
import { pick } from '#contract/pick';
import { generatedArticleCount, generatedNewsArticles } from './news-generated.server';
import { newestFirst } from './news-list';
import { newsArticles } from './news.server';
import { newsArticles as spanishArticles } from './news.es.server';
import { spanishArticleDate } from '../components/news/article-content';
import { postArticle, postSpanishArticle, postSpanishSummary, postSummary } from './published-posts.server';
import type { NewsArticle, NewsListItem, NewsSummary } from './types';

// News beyond the seed content: the published posts, as the run-time renderer supplies them (absent when
// the site is built).
declare module 'react-router' {
  interface AppLoadContext {
    publishedPosts?: PublishedPostsContext['publishedPosts'];
  }
}

const seedArticles: readonly NewsArticle[] = [
  ...newsArticles,
  ...generatedNewsArticles(generatedArticleCount()),
];

/** A summary carries only the fields the list shows and filters on, never the body. */
const SUMMARY_FIELDS = [
  'title',
  'url',
  'date',
  'isoDate',
  'year',
  'category',
  'featured',
] as const satisfies readonly (keyof NewsSummary)[];

export const newsSummary = (article: NewsSummary): NewsSummary => pick(article, SUMMARY_FIELDS);

/** The News and Media list: every seed article and published post, newest first. */
export function newsSummaries(context?: AppLoadContext): NewsSummary[] {
  return newestFirst([...seedArticles.map(newsSummary), ...(context?.publishedPosts ?? []).map(postSummary)]);
}

/** The article at /news-media/<slug>: a seed article, or a published post the context supplies. */
export function articleFor(slug: string | undefined, context?: AppLoadContext): NewsArticle | undefined {
  const seed = seedArticles.find((article) => article.url === slug);
  if (seed) return seed;
  const post = publishedPost(slug, context);
  return post && postArticle(post);
}

/** The English list's lines: every article, linking to its English page. */
export function englishNewsList(context?: AppLoadContext): NewsListItem[] {
  return newsSummaries(context).map((summary) => ({ ...summary, path: `/news-media/${summary.url}` }));
}

/**
 * The Spanish list's lines: an article with a Spanish version links to it with its Spanish title; any other
 * is listed with its English title and a note, linking to the English page. Dates are written in Spanish. No
 * article body is rendered for the list.
 */
export function spanishNewsList(context?: AppLoadContext): NewsListItem[] {
  const posts = new Map((context?.publishedPosts ?? []).map((post) => [post.slug, post]));
  return newsSummaries(context).map((summary) => {
    const spanish = spanishSummaryOf(summary.url, posts.get(summary.url));
    return spanish
      ? { ...spanish, path: localizedPath(`/news-media/${summary.url}`, 'es') }
      : {
          ...summary,
          date: spanishArticleDate(summary.isoDate),
          path: `/news-media/${summary.url}`,
          otherLanguage: true,
        };
  });
}

/** The Spanish list line of a seed article or a published post, when the firm has written a Spanish version. */
function spanishSummaryOf(slug: string, post: PublishedPost | undefined): NewsSummary | undefined {
  const seed = spanishArticles.find((article) => article.url === slug);
  if (seed) return newsSummary(seed);
  return post && postSpanishSummary(post);
}

const publishedPost = (slug: string | undefined, context?: AppLoadContext): PublishedPost | undefined =>
  context?.publishedPosts?.find((candidate) => candidate.slug === slug);

/** Whether the article at this slug has a Spanish version (the English page's switcher and hreflang pair). */
export function hasSpanishArticle(slug: string, context?: AppLoadContext): boolean {
  return spanishSummaryOf(slug, publishedPost(slug, context)) !== undefined;
}

/**
 * The Spanish version of the article at this slug, when the firm has written one: a seed article's, or a
 * published post's Spanish version the context supplies.
 */
export function spanishArticleFor(
  slug: string | undefined,
  context?: AppLoadContext,
): NewsArticle | undefined {
  const seed = spanishArticles.find((article) => article.url === slug);
  if (seed) return seed;
  const post = publishedPost(slug, context);
  return post && postSpanishArticle(post);
}
