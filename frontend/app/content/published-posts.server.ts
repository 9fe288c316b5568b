/**
 * Published staff posts as the news pages show them: the renderer hands the posts to the loaders as their
 * authors wrote them (backend/contract/news-context.ts) and this turns one into an article (its Markdown body
 * through the same sanitizing renderer as the editor's preview), its Spanish version's article, or a summary
 * line. Server-only: the Markdown libraries never reach the public pages' JavaScript.
 */
import { escapeHtml } from '#contract/html-escape';
import { localizedPath } from '#contract/locale';
import type { PublishedPost } from '#contract/news-context';
import { hasSpanishVersion } from '#contract/posts';
import { articleDate, spanishArticleDate } from '../components/news/article-content';
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

/** A post's Spanish version as a line of the Spanish list (its body not rendered), or undefined when it has none. */
export function postSpanishSummary(post: PublishedPost): NewsSummary | undefined {
  if (!hasSpanishVersion(post)) return undefined;
  return { ...postSummary(post), title: escapeHtml(post.spanishTitle), date: spanishArticleDate(post.date) };
}

/**
 * The Spanish version of a post, or undefined when it has none. The author writes a Spanish title and body
 * only: the title serves as the breadcrumb and the meta description too (an English description would
 * misdescribe a Spanish page), and the slug, category, date, author and keywords are the post's.
 */
export function postSpanishArticle(post: PublishedPost): NewsArticle | undefined {
  const summary = postSpanishSummary(post);
  if (!summary) return undefined;
  return {
    ...summary,
    titleShort: post.spanishTitle,
    author: post.author,
    content: renderMarkdown(post.spanishBody),
    meta: {
      path: localizedPath(`/news-media/${post.slug}`, 'es'),
      pageTitle: titleWithFirmName(post.spanishTitle),
      description: post.spanishTitle,
      keywords: post.keywords,
    },
  };
}
