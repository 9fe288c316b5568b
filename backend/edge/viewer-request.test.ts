import { describe, expect, it } from 'vitest';
import { cloudFrontQuerystring, loadViewerRequestHandler, viewerRequestCode } from './viewer-request';

const handler = loadViewerRequestHandler(
  viewerRequestCode(['', '/about', '/news-media', '/attorneys/eleanor-brandt']),
);
const rewrite = (uri: string, rawQuery = '') => {
  const result = handler({ request: { uri, querystring: cloudFrontQuerystring(rawQuery) } });
  return 'uri' in result ? result.uri : `${result.statusCode} ${result.headers?.location?.value}`;
};

describe('the viewer-request CloudFront Function', () => {
  it('maps pre-rendered routes to their index.html', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/about')).toBe('/about/index.html');
    expect(rewrite('/attorneys/eleanor-brandt')).toBe('/attorneys/eleanor-brandt/index.html');
  });

  it('accepts a trailing slash', () => {
    expect(rewrite('/news-media/')).toBe('/news-media/index.html');
    expect(rewrite('/about/')).toBe('/about/index.html');
  });

  it('sends staff routes and unknown paths to the SPA fallback', () => {
    expect(rewrite('/login')).toBe('/__spa-fallback.html');
    expect(rewrite('/security/mfa')).toBe('/__spa-fallback.html');
    expect(rewrite('/no-such-page')).toBe('/__spa-fallback.html');
    expect(rewrite('/news-media/Not_A_Slug')).toBe('/__spa-fallback.html');
    expect(rewrite('/news-media/a/b')).toBe('/__spa-fallback.html');
  });

  it('maps any news article slug to its page, listed at build time or not (posts are published later)', () => {
    expect(rewrite('/news-media/published-after-the-build')).toBe(
      '/news-media/published-after-the-build/index.html',
    );
    expect(rewrite('/news-media/published-after-the-build/')).toBe(
      '/news-media/published-after-the-build/index.html',
    );
    expect(rewrite('/news-media/published-after-the-build.data')).toBe(
      '/news-media/published-after-the-build.data',
    ); // A post's Spanish page, same slug.
    expect(rewrite('/es/news-media/published-after-the-build')).toBe(
      '/es/news-media/published-after-the-build/index.html',
    );
    expect(rewrite('/es/news-media/a/b')).toBe('/__spa-fallback.html');
    expect(rewrite('/fr/news-media/published-after-the-build')).toBe('/__spa-fallback.html');
  });

  it('answers the old and short paths with a permanent redirect', () => {
    expect(rewrite('/practice-areas')).toBe('301 /practice-areas/overview');
    expect(rewrite('/about-us/')).toBe('301 /about');
    expect(rewrite('/attorneys')).toBe('301 /attorneys/all');
    expect(rewrite('/attorneys/all')).toBe('/__spa-fallback.html');
  });

  it('keeps the query string on a redirect, exactly as sent', () => {
    expect(rewrite('/about-us', 'ref=x')).toBe('301 /about?ref=x');
    expect(rewrite('/attorneys/', 'utm_source=news%20letter&flag&tag=a&tag=b')).toBe(
      '301 /attorneys/all?utm_source=news%20letter&flag&tag=a&tag=b',
    );
    expect(rewrite('/about', 'ref=x')).toBe('/about/index.html');
  });

  it('reads the query string in CloudFront’s shape', () => {
    expect(cloudFrontQuerystring('a=1&b=&c&a=2&d=x=y')).toEqual({
      a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] },
      b: { value: '' },
      c: { value: '' },
      d: { value: 'x=y' },
    });
  });

  it('leaves real files alone', () => {
    expect(rewrite('/assets/root-abc123.js')).toBe('/assets/root-abc123.js');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
    expect(rewrite('/sitemap.xml')).toBe('/sitemap.xml');
  });

  it('fits CloudFront Functions: no ES modules, under the 10 KB code limit', () => {
    const code = viewerRequestCode(Array.from({ length: 80 }, (_, i) => `/news-media/article-number-${i}`));
    expect(code).not.toMatch(/\b(import|export)\b/);
    expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
  });
});
