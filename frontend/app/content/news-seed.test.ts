import { describe, expect, it } from 'vitest';
import { SEED_ARTICLE_SLUGS } from '#contract/news-seed';
import { newsArticles } from './news.server';

describe('the seed articles reserved for the posts server', () => {
  it('are exactly the slugs of the 18 articles in the content folder', () => {
    expect([...SEED_ARTICLE_SLUGS].sort()).toEqual(newsArticles.map((article) => article.url).sort());
    expect(SEED_ARTICLE_SLUGS).toHaveLength(18);
  });
});
