/**
 * The two article loaders with a published post in the load context (as the news renderer passes it): the
 * English page says whether a Spanish version exists (its language switcher and hreflang pair follow), and
 * the Spanish page exists only for a post that has one.
 */
import { describe, expect, it } from 'vitest';
import type { PublishedPost } from '#contract/news-context';
import { loader as englishLoader } from './news-article';
import { loader as spanishLoader } from './es/news-article';

const post: PublishedPost = {
  title: 'Verdict in King County',
  titleShort: 'King County verdict',
  slug: 'verdict-in-king-county',
  category: 'Highway Design',
  date: '2026-05-01',
  author: 'Brandt & Okafor',
  featured: false,
  description: 'A verdict.',
  keywords: 'verdict',
  body: 'The jury agreed.',
  spanishTitle: '',
  spanishBody: '',
};
const bilingual: PublishedPost = {
  ...post,
  slug: 'verdict-in-spanish-too',
  spanishTitle: 'Veredicto en el condado de King',
  spanishBody: 'El jurado falló.',
};
const context = { publishedPosts: [post, bilingual] };

/** What React Router hands a loader, as each route's generated types spell it. */
const argsFor = <Args>(slug: string) =>
  ({ params: { slug }, context, request: new Request('http://localhost/') }) as Args;
const english = (slug: string) => englishLoader(argsFor(slug));
const spanish = (slug: string) => spanishLoader(argsFor(slug));

describe('the news article loaders with published posts', () => {
  it('report a post with a Spanish version as translated, and one without as not', () => {
    expect(english('verdict-in-spanish-too').translated).toBe(true);
    expect(english('verdict-in-king-county').translated).toBe(false);
  });

  it('give the Spanish page of a post with a Spanish version, and none for a post without one', () => {
    const { article, translated } = spanish('verdict-in-spanish-too');
    expect(translated).toBe(true);
    expect(article.meta.path).toBe('/es/news-media/verdict-in-spanish-too');
    expect(article.title).toBe('Veredicto en el condado de King');
    expect(() => spanish('verdict-in-king-county')).toThrow();
  });
});
