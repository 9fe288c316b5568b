import { expect, test } from '../fixtures';
import { NOINDEX_PATHS, prerenderPaths, sitemapPaths } from '../../frontend/app/config/public-paths';
import { STAFF_PATHS } from '../../frontend/app/config/paths';
import { attorneys } from '../../frontend/app/content/attorneys';
import { newsArticles } from '../../frontend/app/content/news.server';
import { decodeHtml, publicRoutes, siteUrl } from './helpers';

/** What a crawler sees: the pre-rendered HTML of every public route, fetched without a browser. */
test('every public route is pre-rendered with its own title, description, keywords, canonical and h1', async ({
  request,
}) => {
  expect(publicRoutes.length).toBe(prerenderPaths().length);
  const titles = new Set<string>();
  for (const route of publicRoutes) {
    const response = await request.get(route.url);
    expect(response.status(), route.url).toBe(200);
    const html = await response.text();
    const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const keywords = /<meta name="keywords" content="([^"]*)"/.exec(html)?.[1];
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim();
    expect(title, route.url).toBe(route.pageTitle);
    expect(decodeHtml(description ?? ''), route.url).toBe(route.description);
    expect(decodeHtml(keywords ?? ''), route.url).toBe(route.keywords);
    expect(canonical, route.url).toBe(`${siteUrl}${route.path}`);
    expect(ogUrl, route.url).toBe(`${siteUrl}${route.path}`);
    expect(h1, `${route.url} has an h1`).toBeTruthy();
    expect(html.match(/<h1[\s>]/g)?.length, `${route.url} has one h1`).toBe(1);
    expect(html.includes('content="noindex"'), route.url).toBe(NOINDEX_PATHS.has(route.path));
    titles.add(title);
  }
  expect(titles.size, 'titles are unique').toBe(publicRoutes.length);
});

test('structured data: LegalService on home and contact, Person per attorney, BreadcrumbList per article', async ({
  request,
}) => {
  const jsonLd = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    );
  };
  for (const path of ['/', '/contact']) {
    const [business] = await jsonLd(path);
    expect(business?.['@type']).toBe('LegalService');
    expect(business?.telephone).toBe('+12065550148');
    expect(JSON.stringify(business?.address)).toContain('1520 Fourth Avenue');
  }
  for (const attorney of attorneys) {
    const [person] = await jsonLd(attorney.meta.path);
    expect(person).toMatchObject({ '@type': 'Person', name: attorney.name });
  }
  const article = newsArticles[0]!;
  const [breadcrumb] = await jsonLd(article.meta.path);
  expect(breadcrumb?.['@type']).toBe('BreadcrumbList');
  expect(JSON.stringify(breadcrumb)).toContain(article.titleShort);
});

test('sitemap.xml lists every indexable page; robots.txt points at it and keeps crawlers out of staff pages', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(sitemapPaths().map((path) => `${siteUrl}${path}`));
  expect(sitemap).not.toContain('/message-reply');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  for (const path of STAFF_PATHS) expect(robots).toMatch(new RegExp(`^Disallow: ${path}\\$?$`, 'm'));
  expect(robots).toContain('Disallow: /message$');
});

test('the SPA fallback (staff and unknown paths) and the pre-rendered sign-in page are marked noindex', async ({
  request,
}) => {
  const fallback = await (await request.get('/dashboard')).text();
  expect(fallback).toContain('<meta name="robots" content="noindex"');
  expect(fallback).not.toContain('<h1');

  // The sign-in page is the one staff screen whose form is in its HTML, so it paints before any script.
  const login = await (await request.get('/login')).text();
  expect(login).toContain('<meta name="robots" content="noindex"');
  expect(login).toContain('<h1>Sign in</h1>');
  const form = /<form[^>]*aria-label="Sign in"[^>]*>/.exec(login)?.[0];
  expect(form).toContain('method="post"');
});
