import { describe, expect, it } from 'vitest';
import { NOINDEX_PATHS, prerenderPaths, publicPages, sitemapPaths } from './public-paths';
import { absoluteUrl, resolveSiteUrl } from './site';

describe('public paths', () => {
  it('lists every public route once, without trailing slashes, for the pre-renderer', () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    // Home, about, team, 2 profiles, overview, 8 areas, results, news, 18 articles, contact, thank-you, disclaimer,
    // the seal check; the same in Spanish with the 3 articles written in Spanish.
    expect(paths).toHaveLength(38 + 23);
    expect(paths).toContain('/es');
    expect(paths).toContain('/es/attorneys/eleanor-brandt');
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
