/**
 * The site in two languages, as a visitor and a crawler meet it: the switcher leads from a page to the same page
 * in the other language and back (the open tab kept), every pre-rendered page names its translation with
 * reciprocal absolute hreflang links and the sitemap lists both, and an article the firm has not written in
 * Spanish says so instead of pairing.
 */
import { localizedPath } from '../../backend/contract/locale';
import { newsArticles as spanishArticles } from '../../frontend/app/content/news.es.server';
import { newsArticles } from '../../frontend/app/content/news.server';
import type { Page } from '@playwright/test';
import { expect, HYDRATED, test } from '../fixtures';
import { axeOn, publicRoutes, siteUrl } from './helpers';

const translatedArticle = spanishArticles[0]!;
const englishOnlyArticle = newsArticles.find(
  (article) => !spanishArticles.some((spanish) => spanish.url === article.url),
)!;

/** The hreflang links of a pre-rendered page, as `{ lang: href }`. */
function alternatesOf(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)];
  return Object.fromEntries(links.map((match) => [match[1]!, match[2]!]));
}

test('the switcher leads from five English pages to the same Spanish page and back', async ({ page }) => {
  const pages = [
    { english: '/', heading: /./ },
    { english: '/attorneys/eleanor-brandt#education', heading: 'Eleanor Brandt' },
    { english: '/practice-areas/crashworthiness', heading: /./ },
    { english: translatedArticle.meta.path.replace(/^\/es/, ''), heading: /./ },
    { english: '/contact', heading: 'Contáctenos' },
  ];
  for (const { english, heading } of pages) {
    await page.goto(english);
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const toSpanish = page.getByRole('link', { name: 'Español', exact: true });
    await expect(toSpanish).toHaveAttribute('lang', 'es');
    await toSpanish.click();
    const [path, hash = ''] = english.split('#');
    await expect(page).toHaveURL(`${localizedPath(path!, 'es')}${hash ? `#${hash}` : ''}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    if (typeof heading === 'string')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    if (hash)
      await expect(page.getByRole('tab', { name: 'Formación' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(english);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
});

test('the switcher is reached by keyboard, before the menu', async ({ page }) => {
  await page.goto('/es/');
  await page.locator(HYDRATED).waitFor({ state: 'attached' });
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'English', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
});

test('an article without a Spanish version says so, names no pair, and is listed in Spanish with a note', async ({
  page,
  request,
}) => {
  const html = await (await request.get(englishOnlyArticle.meta.path)).text();
  expect(alternatesOf(html)).toEqual({});
  await page.goto(englishOnlyArticle.meta.path);
  await expect(page.getByText('This page has no Spanish version.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Español', exact: true })).toHaveCount(0);

  await page.goto('/es/news-media/');
  const card = page.locator('.news-card').filter({ hasText: '(en inglés)' }).first();
  await expect(card.getByRole('link')).toHaveAttribute('lang', 'en');
  await expect(card.getByRole('link')).toHaveAttribute('href', /^\/news-media\//);
  const spanishCard = page
    .locator('.news-card')
    .filter({ hasNot: page.getByText('(en inglés)') })
    .first();
  await expect(spanishCard.getByRole('link')).toHaveAttribute('href', /^\/es\/news-media\//);
  await expect(spanishCard.locator('time')).toHaveText(/ de 20\d\d$/);
});

test('every page names its translation with reciprocal absolute hreflang links, and the sitemap lists both', async ({
  request,
}) => {
  const paths = new Set(publicRoutes.map((route) => route.path));
  const spanishTitles = new Set<string>();
  for (const route of publicRoutes) {
    const html = await (await request.get(route.url)).text();
    const spanish = route.path.startsWith('/es/');
    expect(/<html lang="([^"]+)"/.exec(html)?.[1], route.url).toBe(spanish ? 'es' : 'en');
    const pair = { en: localizedPath(route.path, 'en'), es: localizedPath(route.path, 'es') };
    const alternates = alternatesOf(html);
    if (!paths.has(pair.en) || !paths.has(pair.es)) {
      expect(alternates, `${route.url} has no translation`).toEqual({});
      continue;
    }
    expect(alternates, route.url).toEqual({
      en: siteUrl + pair.en,
      es: siteUrl + pair.es,
      'x-default': siteUrl + pair.en,
    });
    if (spanish) spanishTitles.add(route.pageTitle);
  }
  expect(spanishTitles.size).toBeGreaterThan(20);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/es/', '/es/attorneys/eleanor-brandt', translatedArticle.meta.path]) {
    expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`);
  }
  expect(sitemap).toContain(`hreflang="es" href="${siteUrl}/es/attorneys/eleanor-brandt"`);
});

/**
 * axe on each page at the given widths, opened once (the fixture's `goto` waits for hydration), with nothing wider
 * than the screen, and no console error or policy violation on the way.
 */
async function axeAt(page: Page, widths: number[], paths: string[]) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0]!, height: 844 });
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      const violations = (await axeOn(page).analyze()).violations.map(
        (violation) =>
          `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      );
      expect(violations, `${path} at ${width} px`).toEqual([]);
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, `${path} fits ${width} px`).toBe(true);
    }
  }
  expect(problems).toEqual([]);
}

// One page of each kind, in two tests that run side by side (the prose pages, about, the reply and the
// disclaimer, share one template: the disclaimer stands for them). The pages whose Spanish layout differs most
// from the English (longer menus, headings and buttons) at both widths; the others at the phone's width, where
// longer words break a layout first (the language rules axe applies do not depend on the width).
test('axe is clean at 1280 and 390 px on the Spanish home, a profile, a practice area and contact', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await axeAt(
    page,
    [1280, 390],
    ['/es/', '/es/attorneys/eleanor-brandt', '/es/practice-areas/child-sexual-abuse', '/es/contact'],
  );
});

test('axe is clean at 390 px on the other kinds of Spanish page, and on the drawer and a dialog', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await axeAt(
    page,
    [390],
    ['/es/attorneys/all', '/es/results', '/es/news-media/', translatedArticle.meta.path, '/es/disclaimer/'],
  );
  await page.getByRole('button', { name: 'Menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
  await page.getByRole('button', { name: 'Áreas de práctica' }).click();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Cerrar el menú' }).click();
  await page.getByRole('button', { name: 'Seguridad del sitio' }).click();
  await expect(page.getByRole('dialog', { name: 'Seguridad del sitio' })).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});
