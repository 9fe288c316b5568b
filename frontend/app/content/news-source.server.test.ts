import { describe, expect, it } from 'vitest';
import type { PublishedPost } from '#contract/news-context';
import { generatedArticleCount, generatedNewsArticles } from './news-generated.server';
import { articleFor, newsSummaries } from './news-source.server';
import { newsArticles } from './news.server';

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
