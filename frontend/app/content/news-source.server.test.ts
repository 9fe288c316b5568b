import { describe, expect, it } from 'vitest';
import { generatedArticleCount, generatedNewsArticles } from './news-generated.server';
import { articleFor, newsSummaries } from './news-source.server';
import { newsArticles } from './news.server';

const [post] = generatedNewsArticles(1).map((article) => ({
  ...article,
  url: 'a-published-post',
  isoDate: '2099-01-01',
  year: '2099',
}));
const publishedNews = { summaries: [post!], articles: [post!] };

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
    const summaries = newsSummaries({ publishedNews });
    expect(summaries).toHaveLength(newsArticles.length + 1);
    expect(summaries[0]).toEqual({
      title: post!.title,
      url: 'a-published-post',
      date: post!.date,
      isoDate: '2099-01-01',
      year: '2099',
      category: post!.category,
      featured: post!.featured,
    });
  });

  it('finds a seed article or a published post by slug, and nothing for an unknown slug', () => {
    expect(articleFor(newsArticles[3]!.url)).toBe(newsArticles[3]);
    expect(articleFor('a-published-post')).toBeUndefined();
    expect(articleFor('a-published-post', { publishedNews })).toBe(post);
    expect(articleFor('no-such-article', { publishedNews })).toBeUndefined();
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
