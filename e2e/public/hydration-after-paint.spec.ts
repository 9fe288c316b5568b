import { expect, test } from '../fixtures';

/**
 * Hydration starts once the first screen is painted (backend/pages/deferred-hydration.ts): the HTML names no
 * script to preload, the browser requests no script before the page has painted its text and its largest
 * element, and the page still hydrates (a client-side navigation keeps the window).
 */
const pages = [
  { path: '/', link: 'News & Media', target: /\/news-media\/?$/ },
  { path: '/attorneys/eleanor-brandt', link: 'News & Media', target: /\/news-media\/?$/ },
  { path: '/login', link: 'Forgot Password?', target: /\/forgot-password$/ },
];

for (const { path, link, target } of pages) {
  test(`${path} paints before it requests any script, then hydrates`, async ({ page }) => {
    const response = await page.goto(path);
    expect(await response!.text()).not.toContain('rel="modulepreload"');
    await page.waitForLoadState('networkidle');

    const timing = await page.evaluate(async () => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      largest: await new Promise<number>((resolve) => {
        new PerformanceObserver((entries) => resolve(entries.getEntries().at(-1)!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.largest).toBeGreaterThanOrEqual(timing.paint!);
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const script of timing.scripts) {
      expect(script.start, `${script.name} requested before the largest paint`).toBeGreaterThanOrEqual(
        timing.largest,
      );
    }

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: link, exact: true }).first().click();
    await expect(page).toHaveURL(target);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
}

test('the home page loads the consultation form’s code as the visitor reaches the form, keeping what was typed', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const formScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\/consultation-form-[^/]+\.js$/.test(path)),
    );
  const form = page.getByRole('form', { name: 'Request a free consultation' });
  const submit = form.getByRole('button', { name: /free consultation/i });
  // The pre-rendered form is on the page, and disabled until its code has arrived.
  await expect(submit).toBeAttached();
  await expect(submit).toBeDisabled();
  expect(await formScripts()).toEqual([]);

  // Typing scrolls the form into view: its code loads and hydrates it, and the text stays.
  await form.getByLabel('First name').fill('Dana');
  await expect(submit).toBeEnabled();
  expect(await formScripts()).toHaveLength(1);
  await expect(form.getByLabel('First name')).toHaveValue('Dana');
});
