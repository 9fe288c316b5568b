import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  it('writes absolute, escaped locations', () => {
    const xml = sitemapXml(['/', '/a&b'], 'https://law.example');
    expect(xml).toContain('<loc>https://law.example/</loc>');
    expect(xml).toContain('<loc>https://law.example/a&amp;b</loc>');
  });
});

describe('sitemap.xml in two languages', () => {
  const xml = sitemapXml(
    ['/', '/about', '/news-media/only-english', '/es/', '/es/about'],
    'https://law.example',
  );
  const entry = (loc: string) => xml.split('<url>').find((part) => part.includes(`<loc>${loc}</loc>`)) ?? '';

  it('names each page and its translation on both entries, with English as the default', () => {
    for (const loc of ['https://law.example/about', 'https://law.example/es/about']) {
      expect(entry(loc)).toContain('hreflang="en" href="https://law.example/about"');
      expect(entry(loc)).toContain('hreflang="es" href="https://law.example/es/about"');
      expect(entry(loc)).toContain('hreflang="x-default" href="https://law.example/about"');
    }
    expect(entry('https://law.example/es/')).toContain('hreflang="en" href="https://law.example/"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('names no pair for a page whose translation is not listed', () => {
    expect(entry('https://law.example/news-media/only-english')).not.toContain('hreflang');
  });
});
