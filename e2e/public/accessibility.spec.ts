import { newsArticles } from '../../frontend/app/content/news.server';
import { practiceAreas } from '../../frontend/app/content/practice-areas';
import { expect, test } from '../fixtures';
import { publicRoutes, axeOn } from './helpers';

/**
 * Every public route in a real browser: no Content-Security-Policy violation and no console error (which is
 * where React reports a hydration mismatch), and zero axe violations (WCAG 2.0/2.1/2.2 A and AA) on every
 * page of its own kind and on a rotating sample of the pages one template draws from content: every third
 * practice area and every sixth article (axe is 70% of each route's time here, 1.8 s a page; the content
 * of every article is also held by the Markdown and pre-render tests). Routes are batched per test.
 */
const SAMPLED_KINDS = [
  { paths: practiceAreas.map((area) => area.meta.path), every: 3 },
  { paths: newsArticles.map((article) => article.meta.path), every: 6 },
];
const notAxed = new Set(
  SAMPLED_KINDS.flatMap(({ paths, every }) => paths.filter((_, index) => index % every !== 0)),
);
// The Spanish pages are the same templates with other words: languages.spec.ts opens one page of each kind and
// runs axe, the policy and the console checks there.
const englishRoutes = publicRoutes.filter((route) => !route.path.startsWith('/es/'));
const BATCH = 6;
const batches = Array.from({ length: Math.ceil(englishRoutes.length / BATCH) }, (_, index) =>
  englishRoutes.slice(index * BATCH, index * BATCH + BATCH),
);

for (const [index, routes] of batches.entries()) {
  test(`axe, CSP and console are clean: batch ${index + 1} (${routes.map((r) => r.url).join(', ')})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
        problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const route of routes) {
      await page.goto(route.url);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toHaveCount(1);
      if (notAxed.has(route.path)) continue;
      const results = await axeOn(page).analyze();
      const violations = results.violations.map(
        (violation) =>
          `${route.url} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      );
      expect(violations, route.url).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}

test('axe is clean on the open drawer, an open dropdown and an open dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Attorneys' }).click();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Site Security' }).click();
  await expect(page.getByRole('dialog', { name: 'Site Security' })).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Practice Areas' }).click();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});
