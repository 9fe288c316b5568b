import { expect, test } from '../fixtures';
import { attorneys } from '../../frontend/app/content/attorneys';
import { homeIntro, joinUs, settlementCards, values } from '../../frontend/app/content/home';
import { practiceAreas } from '../../frontend/app/content/practice-areas';
import { caseResults } from '../../frontend/app/content/results';
import { shownGrouping } from './helpers';

test('home: hero, intro, Join Us, history carousel, Cases We Handle, values, awards and the form', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('.hero');
  await expect(hero).toHaveCSS('min-height', '600px');
  await expect(hero.getByRole('link', { name: 'Request Your Free Consultation' })).toHaveAttribute(
    'href',
    '/contact/',
  );
  await expect(page.getByRole('heading', { name: homeIntro.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: joinUs.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A Proven History Of Success' })).toBeVisible();
  await expect(
    shownGrouping(page.locator('[aria-label="Settlements and verdicts"]')).locator('.result-card'),
  ).toHaveCount(settlementCards.length);
  const cases = page.locator('section', { has: page.getByRole('heading', { name: 'Cases We Handle' }) });
  for (const area of practiceAreas)
    await expect(cases.getByRole('link', { name: new RegExp(area.name) })).toHaveAttribute(
      'href',
      area.meta.path,
    );
  await expect(cases.getByRole('link', { name: 'All Practice Areas' })).toHaveAttribute(
    'href',
    '/practice-areas/overview',
  );
  await expect(cases.getByRole('link', { name: 'Our Attorneys' })).toHaveAttribute('href', '/attorneys/all');
  await expect(page.getByRole('heading', { name: 'Our Values' })).toBeVisible();
  for (const value of values) await expect(page.getByRole('heading', { name: value.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Awards and recognitions' })).toBeVisible();
  await expect(page.getByRole('form', { name: /consultation/i })).toBeAttached();
  // Images reserve their space (no layout shift) and below-the-fold ones load lazily.
  for (const image of await page.locator('img').all()) {
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  }
  await expect(page.locator('.image-carousel img').first()).toHaveAttribute('loading', 'lazy');
});

test('about and attorneys overview link where the spec says', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('main').getByRole('link', { name: /Free Consultation/ })).toHaveAttribute(
    'href',
    '/contact/',
  );
  await expect(page.locator('main').getByRole('link', { name: 'Meet Our Attorneys' })).toHaveAttribute(
    'href',
    '/attorneys/all',
  );
  await expect(page.locator('main li', { hasText: 'Police misconduct' })).toBeVisible();

  await page.goto('/attorneys/all');
  await expect(page.locator('h1')).toHaveText('Our Team');
  for (const attorney of attorneys) {
    await expect(page.getByRole('heading', { name: attorney.name })).toBeVisible();
    await expect(page.getByRole('link', { name: `View Profile: ${attorney.name}` })).toHaveAttribute(
      'href',
      attorney.meta.path,
    );
  }
  await expect(page.getByRole('region', { name: 'Awards and recognitions' })).toBeVisible();
});

test('practice pages: banner, bullets, contact link, side navigation, results carousel and More Results', async ({
  page,
}) => {
  await page.goto('/practice-areas/overview');
  for (const area of practiceAreas)
    await expect(page.locator('main').getByRole('link', { name: area.name, exact: true })).toHaveAttribute(
      'href',
      area.meta.path,
    );

  for (const area of practiceAreas) {
    await page.goto(area.meta.path);
    await expect(page.locator('h1')).toHaveText(area.heading);
    await expect(page.locator('main .check-list li')).toHaveCount(area.bullets.length);
    await expect(page.locator('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const sideNav = page.getByRole('navigation', { name: 'Practice Areas' });
    await expect(sideNav.getByRole('link')).toHaveCount(8);
    await expect(sideNav.locator('[aria-current="page"]')).toHaveText(area.name);
    await expect(page.getByRole('link', { name: 'More Results' })).toHaveAttribute('href', '/results');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    if (area.slug === 'product-liability') {
      await expect(carousel).toHaveCount(0);
      await expect(page.locator('.single-result .result-card')).toHaveCount(1);
    } else {
      await expect(shownGrouping(carousel).locator('.result-card')).toHaveCount(area.resultIds.length);
    }
    const hotline = page.getByRole('complementary', { name: 'Child abuse hotline' });
    if (area.slug === 'child-sexual-abuse') await expect(hotline).toContainText('1-800-422-4453');
    else await expect(hotline).toHaveCount(0);
  }
});

test('case results: 36 cards with amount, type, case type and description, and the disclaimer', async ({
  page,
}) => {
  await page.goto('/results');
  await expect(page.locator('h1')).toHaveText('Case Results');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results' }),
  ).toHaveAttribute('aria-current', 'page');
  const cards = page.locator('.results-grid .result-card');
  await expect(cards).toHaveCount(36);
  for (const [index, result] of caseResults.entries()) {
    const card = cards.nth(index);
    if (result.settlementAmount)
      await expect(card.locator('.result-card__amount')).toHaveText(result.settlementAmount);
    await expect(card.locator('.result-card__type')).toHaveText(result.settlementType);
    await expect(card.locator('.result-card__case-type')).toHaveText(result.caseType);
    await expect(card.locator('.result-card__description')).toHaveText(result.description);
  }
  await expect(page.getByText('Prior results do not guarantee a similar outcome').first()).toBeVisible();
});

test('contact, message-reply and disclaimer carry the spec texts', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('h1')).toHaveText('Contact Us');
  await expect(page.getByText('Passionately Advocating for the Injured')).toBeVisible();
  await expect(
    page.getByText('Please Fill Out a Contact Form to Schedule a Free Consultation'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: /consultation/i })).toBeAttached();
  const panel = page.getByRole('complementary', { name: 'Brandt & Okafor, PLLC' });
  await expect(panel).toContainText('1520 Fourth Avenue, Suite 1800');
  await expect(panel.getByRole('link', { name: /Map & Directions/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(panel.getByRole('link', { name: '(206) 555-0148' })).toHaveAttribute(
    'href',
    'tel:+12065550148',
  );
  await expect(panel.getByRole('link', { name: 'info@brandtokafor.example' })).toHaveAttribute(
    'href',
    'mailto:info@brandtokafor.example',
  );

  await page.goto('/message-reply');
  await expect(page.locator('main')).toContainText('received your consultation request');
  await expect(page.locator('main').getByRole('link', { name: 'contact our office' })).toHaveAttribute(
    'href',
    '/contact',
  );

  await page.goto('/disclaimer/');
  await expect(page.locator('h1')).toHaveText('Disclaimer');
  await expect(page.locator('main')).toContainText('not legal advice');
  await expect(page.locator('main')).toContainText('does not create an attorney-client relationship');
});

test('redirects: /practice-areas, /about-us, /attorneys, and unknown paths go home', async ({ page }) => {
  for (const [from, to] of [
    ['/practice-areas', /\/practice-areas\/overview$/],
    ['/about-us', /\/about$/],
    ['/attorneys', /\/attorneys\/all$/],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.locator('h1')).toBeVisible();
  }
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
});

test('the old and short paths are permanent redirects at the edge, and in-app links still land', async ({
  page,
  request,
}) => {
  const response = await request.get('/about-us', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/about');
  // A link inside the app is handled by the client-side redirect route, without a page load.
  await page.goto('/');
  await page.evaluate(() => window.history.pushState({}, '', '/attorneys'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page).toHaveURL(/\/attorneys\/all$/);
});
