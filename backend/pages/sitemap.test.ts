import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  it('writes absolute, escaped locations', () => {
    const xml = sitemapXml(['/', '/a&b'], 'https://law.example');
    expect(xml).toContain('<loc>https://law.example/</loc>');
    expect(xml).toContain('<loc>https://law.example/a&amp;b</loc>');
  });
});
