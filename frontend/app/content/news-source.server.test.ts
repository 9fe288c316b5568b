import { describe, expect, it } from 'vitest';
import type { PublishedPost } from '#contract/news-context';
import { generatedArticleCount, generatedNewsArticles } from './news-generated.server';
import {
  articleFor,
  englishNewsList,
  newsSummaries,
  spanishArticleFor,
  spanishNewsList,
} from './news-source.server';
import { newsArticles } from './news.server';
import { newsArticles as spanishSeedArticles } from './news.es.server';

const post: PublishedPost = {
  title: 'Verdict <in> "King" County & more',
  titleShort: 'King County verdict',
  slug: 'a-published-post',
  category: 'Highway Design',
  date: '2099-01-01',
  author: 'Brandt & Okafor',
  featured: true,
  description: 'A verdict.',
  keywords: 'verdict',
  body: '## Heading\n\n**bold** <script>alert(1)</script> [x](javascript:alert(1))',
  spanishTitle: '',
  spanishBody: '',
};
const context = { publishedPosts: [post] };

describe('the news source (seed articles plus published posts)', () => {
  it('lists every seed article as a summary, newest first, without bodies or page meta', () => {
    const summaries = newsSummaries();
    expect(summaries.map((summary) => summary.url).sort()).toEqual(
      newsArticles.map((article) => article.url).sort(),
    );
    expect(summaries.map((summary) => summary.isoDate)).toEqual(
      summaries
        .map((summary) => summary.isoDate)
        .sort()
        .reverse(),
    );
    for (const summary of summaries) {
      expect(Object.keys(summary).sort()).toEqual(
        ['category', 'date', 'featured', 'isoDate', 'title', 'url', 'year'].sort(),
      );
    }
  });

  it('adds the published posts the loader context carries, in date order, still without bodies', () => {
    const summaries = newsSummaries(context);
    expect(summaries).toHaveLength(newsArticles.length + 1);
    expect(summaries[0]).toEqual({
      title: 'Verdict &lt;in&gt; &quot;King&quot; County &amp; more',
      url: 'a-published-post',
      date: 'January 1, 2099',
      isoDate: '2099-01-01',
      year: '2099',
      category: 'Highway Design',
      featured: 'true',
    });
  });

  it('finds a seed article or a published post by slug, and nothing for an unknown slug', () => {
    expect(articleFor(newsArticles[3]!.url)).toBe(newsArticles[3]);
    expect(articleFor('a-published-post')).toBeUndefined();
    expect(articleFor('a-published-post', context)).toMatchObject({
      url: 'a-published-post',
      titleShort: 'King County verdict',
      meta: {
        path: '/news-media/a-published-post',
        pageTitle: 'Verdict <in> "King" County & more | Brandt & Okafor',
        description: 'A verdict.',
        keywords: 'verdict',
      },
    });
    expect(articleFor('no-such-article', context)).toBeUndefined();
  });

  it("renders a post's Markdown body sanitized: no script, no javascript: link", () => {
    const content = articleFor('a-published-post', context)!.content;
    expect(content).toContain('<h2>Heading</h2>');
    expect(content).toContain('<strong>bold</strong>');
    expect(content).not.toMatch(/<script|javascript:/i);
    expect(articleFor(undefined)).toBeUndefined();
  });

  it('adds generated articles only when the benchmark asks for a positive whole number', () => {
    expect(generatedArticleCount({})).toBe(0);
    expect(generatedArticleCount({ NEWS_GENERATED_ARTICLES: '500' })).toBe(500);
    for (const value of ['-3', '2.5', 'many', '']) {
      expect(generatedArticleCount({ NEWS_GENERATED_ARTICLES: value })).toBe(0);
    }
    const generated = generatedNewsArticles(500);
    expect(new Set(generated.map((article) => article.url)).size).toBe(500);
    expect(new Set(generated.map((article) => article.year)).size).toBe(7);
  });
});

describe('a published post’s Spanish version', () => {
  const bilingual: PublishedPost = {
    ...post,
    slug: 'a-bilingual-post',
    spanishTitle: 'Veredicto <en> el condado de King',
    spanishBody: '## Encabezado\n\n**negrita** <script>alert(1)</script> [x](javascript:alert(1))',
  };
  const both = { publishedPosts: [post, bilingual] };

  it('is the article at /es/news-media/<slug>, its body rendered and sanitized as the English one', () => {
    const article = spanishArticleFor('a-bilingual-post', both)!;
    expect(article).toMatchObject({
      url: 'a-bilingual-post',
      title: 'Veredicto &lt;en&gt; el condado de King',
      titleShort: 'Veredicto <en> el condado de King',
      date: '1 de enero de 2099',
      isoDate: '2099-01-01',
      category: 'Highway Design',
      meta: {
        path: '/es/news-media/a-bilingual-post',
        pageTitle: 'Veredicto <en> el condado de King | Brandt & Okafor',
      },
    });
    expect(article.content).toContain('<h2>Encabezado</h2>');
    expect(article.content).toContain('<strong>negrita</strong>');
    expect(article.content).not.toMatch(/<script|javascript:/i);
  });

  it('does not exist for a post without one, nor without the context', () => {
    expect(spanishArticleFor('a-published-post', both)).toBeUndefined();
    expect(spanishArticleFor('a-bilingual-post')).toBeUndefined();
    expect(spanishArticleFor(spanishSeedArticles[0]!.url, both)).toBe(spanishSeedArticles[0]);
  });

  it('is listed in Spanish on the Spanish list; an English-only post in English, with the note', () => {
    const list = spanishNewsList(both);
    expect(list.find((item) => item.url === 'a-bilingual-post')).toEqual({
      title: 'Veredicto &lt;en&gt; el condado de King',
      url: 'a-bilingual-post',
      date: '1 de enero de 2099',
      isoDate: '2099-01-01',
      year: '2099',
      category: 'Highway Design',
      featured: 'true',
      path: '/es/news-media/a-bilingual-post',
    });
    expect(list.find((item) => item.url === 'a-published-post')).toMatchObject({
      title: 'Verdict &lt;in&gt; &quot;King&quot; County &amp; more',
      date: '1 de enero de 2099',
      path: '/news-media/a-published-post',
      otherLanguage: true,
    });
    // The English list is unchanged: every post in English, at its English page.
    expect(englishNewsList(both).find((item) => item.url === 'a-bilingual-post')).toMatchObject({
      title: 'Verdict &lt;in&gt; &quot;King&quot; County &amp; more',
      path: '/news-media/a-bilingual-post',
    });
  });
});
