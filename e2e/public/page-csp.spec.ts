import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newsArticles } from '../../frontend/app/content/news.server';

/**
 * The per-page script policy in a real browser: pages hydrate under it with no violation, and a script or
 * event handler that was not in the built page is refused (backend/pages/page-csp.ts, SECURITY.md).
 */

/** Collects every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') console.push(message.text());
  });
  page.on('pageerror', (error) => console.push(error.message));
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
}

/** Proves the page hydrated: a client-side navigation keeps the same window (no document load). */
async function navigatesInPlace(page: Page, linkName: string, url: RegExp) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: linkName, exact: true }).first().click();
  await expect(page).toHaveURL(url);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
}

test('the home page and a seed article hydrate under their own script policy, with no violation', async ({
  page,
}) => {
  const problems = await watchViolations(page);
  const article = newsArticles[0]!;

  const home = await page.goto('/');
  expect(await home!.text()).toMatch(
    /^<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/,
  );
  await page.waitForLoadState('networkidle');
  await navigatesInPlace(page, 'News & Media', /\/news-media\/?$/);

  await page.goto(`/news-media/${article.url}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1')).toHaveText(article.title.replace(/<[^>]+>/g, ''));
  await navigatesInPlace(page, 'Contact Us', /\/contact$/);

  // The pre-rendered sign-in page and the SPA fallback (other staff screens) carry their own policies too.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  expect(await problems()).toEqual([]);
});

test('a script or event handler injected into a page is refused', async ({ page }) => {
  const problems = await watchViolations(page);
  await page.goto(`/news-media/${newsArticles[1]!.url}`);
  await page.waitForLoadState('networkidle');

  await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/favicon.svg?x" onload="window.handlerRan = true">';
    document.body.append(holder);
  });
  const refused = async () => {
    const inline = (await problems()).filter((problem) => / inline$/.test(problem));
    return [...new Set(inline.map((problem) => problem.split(' ')[0]))].sort();
  };
  await expect.poll(refused).toEqual(['script-src-attr', 'script-src-elem']);
  expect(
    await page.evaluate(() => {
      const flags = window as unknown as { injected?: boolean; handlerRan?: boolean };
      return [flags.injected ?? false, flags.handlerRan ?? false];
    }),
  ).toEqual([false, false]);
});
