import { expect, test } from './fixtures';

test.describe('pre-rendered home page', () => {
  test.use({ javaScriptEnabled: false });

  test('has its title and heading without JavaScript', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Brandt & Okafor/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('an unknown path shows Not Found, then lands on home', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page).toHaveTitle(/Brandt & Okafor/);
});

test('pages carry the security headers', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  // Scripts are each page's own policy (a meta first in <head>, e2e/public/page-csp.spec.ts).
  expect(csp).toContain("script-src-attr 'none'");
  expect(csp).not.toMatch(/(^|; )(default-src|script-src) /);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the page runs under the Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
