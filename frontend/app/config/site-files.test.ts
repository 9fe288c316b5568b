import { describe, expect, it } from 'vitest';
import { NOINDEX_PATHS, prerenderPaths, publicPages, sitemapPaths } from './public-paths';
import { absoluteUrl, resolveSiteUrl } from './site';
import { STAFF_PATHS } from './paths';
import { sitemapXml } from '#contract/sitemap';
import { robotsTxt } from './site-files';

describe('public paths', () => {
  it('lists every public route once, without trailing slashes, for the pre-renderer', () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    // Home, about, team, 2 profiles, overview, 8 areas, results, news, 18 articles, contact, thank-you, disclaimer.
    expect(paths).toHaveLength(37);
    expect(paths).toContain('/news-media');
    expect(paths).toContain('/disclaimer');
    expect(paths.filter((path) => path !== '/' && path.endsWith('/'))).toEqual([]);
  });

  it('keeps the spec canonical slashes and leaves noindex pages out of the sitemap', () => {
    expect(publicPages().map((page) => page.path)).toEqual(
      expect.arrayContaining(['/news-media/', '/disclaimer/']),
    );
    for (const path of NOINDEX_PATHS) expect(sitemapPaths()).not.toContain(path);
  });
});

describe('site origin', () => {
  it('falls back to the sample identity and drops trailing slashes', () => {
    expect(resolveSiteUrl(undefined)).toBe('https://www.brandtokafor.example');
    expect(resolveSiteUrl('  ')).toBe('https://www.brandtokafor.example');
    expect(resolveSiteUrl('https://law.example/')).toBe('https://law.example');
    expect(absoluteUrl('/about', 'https://law.example')).toBe('https://law.example/about');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('writes absolute, escaped locations', () => {
    const xml = sitemapXml(['/', '/a&b'], 'https://law.example');
    expect(xml).toContain('<loc>https://law.example/</loc>');
    expect(xml).toContain('<loc>https://law.example/a&amp;b</loc>');
  });

  it('disallows staff paths without hiding a public page that shares a prefix', () => {
    const robots = robotsTxt('https://law.example', ['/', '/message-reply']);
    for (const path of STAFF_PATHS.filter((path) => path !== '/message'))
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Disallow: /message$\n');
    expect(robots).toContain('Sitemap: https://law.example/sitemap.xml');
  });
});
