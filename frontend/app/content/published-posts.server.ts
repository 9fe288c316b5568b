/**
 * Published staff posts as the news pages show them: the renderer hands the posts to the loaders as their
 * authors wrote them (backend/contract/news-context.ts) and this turns one into an article (its Markdown body
 * through the same sanitizing renderer as the editor's preview) or a summary line. Server-only: the
 * Markdown libraries never reach the public pages' JavaScript.
 */
import { escapeHtml } from '#contract/html-escape';
import type { PublishedPost } from '#contract/news-context';
import { articleDate } from '../components/news/article-content';
import { renderMarkdown } from '../lib/markdown';
import { titleWithFirmName } from './firm';
import type { NewsArticle, NewsSummary } from './types';

export function postSummary(post: PublishedPost): NewsSummary {
  return {
    // A post's title is plain text where a seed article's is trusted HTML: escaped for the HTML slots.
    title: escapeHtml(post.title),
    url: post.slug,
    date: articleDate(post.date),
    isoDate: post.date,
    year: post.date.slice(0, 4),
    category: post.category,
    featured: post.featured ? 'true' : 'false',
  };
}

export function postArticle(post: PublishedPost): NewsArticle {
  return {
    ...postSummary(post),
    titleShort: post.titleShort,
    author: post.author,
    content: renderMarkdown(post.body),
    meta: {
      path: `/news-media/${post.slug}`,
      pageTitle: titleWithFirmName(post.title),
      description: post.description,
      keywords: post.keywords,
    },
  };
}
