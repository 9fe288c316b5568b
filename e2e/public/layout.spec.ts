import { expect, test } from '../fixtures';
import { practiceAreas } from '../../frontend/app/content/practice-areas';
import { resultsMeta } from '../../frontend/app/content/results';
import { newsArticles } from '../../frontend/app/content/news.server';
import { browserRequirements } from '../../frontend/app/content/site-notices';
import { siteUrl } from './helpers';

test.describe('desktop header, footer and dialogs (1280 px)', () => {
  test('header: logo, phone, active item, dropdowns that open, close on Escape and close on navigation', async ({
    page,
  }) => {
    await page.goto('/results');
    const header = page.locator('header.site-header');
    await expect(
      header.getByRole('link', { name: 'Brandt & Okafor, Seattle Trial Attorneys: home' }),
    ).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: /\(206\) 555-0148/ })).toHaveAttribute(
      'href',
      'tel:+12065550148',
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

    const attorneysButton = nav.getByRole('button', { name: 'Attorneys' });
    await expect(attorneysButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Our Team' })).toBeHidden();
    await attorneysButton.click();
    await expect(attorneysButton).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Our Team' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Eleanor Brandt' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Marcus Okafor' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Our Team' })).toBeHidden();
    await expect(attorneysButton).toBeFocused();

    // Clicking outside closes it too.
    await attorneysButton.click();
    await page.locator('h1').click();
    await expect(nav.getByRole('link', { name: 'Our Team' })).toBeHidden();

    const practiceButton = nav.getByRole('button', { name: 'Practice Areas' });
    await practiceButton.click();
    for (const area of practiceAreas) await expect(nav.getByRole('link', { name: area.name })).toBeVisible();
    await nav.getByRole('link', { name: 'Medical Malpractice' }).click();
    await expect(page).toHaveURL(/\/practice-areas\/medical-malpractice$/);
    await expect(practiceButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.locator('li.is-active > button')).toHaveText('Practice Areas');
    await practiceButton.click();
    await expect(nav.getByRole('link', { name: 'Medical Malpractice' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the alternate header (article and contact pages) uses the other logo and has no Our Team link', async ({
    page,
  }) => {
    await page.goto(`/news-media/${newsArticles[0]!.url}`);
    const header = page.locator('header.site-header--alternate');
    await expect(header).toBeVisible();
    // The logo is drawn in the page (components/layout/firm-logo.tsx); the alternate header's is for navy.
    await expect(
      header.getByRole('img', { name: 'Brandt & Okafor, Seattle Trial Attorneys: home' }),
    ).toHaveAttribute('data-tone', 'onNavy');
    await header.getByRole('button', { name: 'Attorneys' }).click();
    await expect(header.getByRole('link', { name: 'Eleanor Brandt' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Our Team' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'News & Media' })).toBeVisible();

    await page.goto('/about');
    await expect(
      page
        .locator('header.site-header--primary')
        .getByRole('img', { name: 'Brandt & Okafor, Seattle Trial Attorneys: home' }),
    ).toHaveAttribute('data-tone', 'onWhite');
  });

  test('footer: office, directions, phone, social, quick links, disclaimer, copyright and both dialogs', async ({
    page,
  }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    await expect(footer).toContainText('1520 Fourth Avenue, Suite 1800');
    await expect(footer).toContainText('Seattle, WA 98101');
    await expect(footer.getByRole('link', { name: /Map & Directions/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(footer.getByRole('link', { name: '(206) 555-0148' })).toHaveAttribute(
      'href',
      'tel:+12065550148',
    );
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com/);
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/);
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Attorneys', '/attorneys/all'],
      ['Practice Areas', '/practice-areas/overview'],
      ['Contact', '/contact'],
      ['Disclaimer', '/disclaimer/'],
    ] as const)
      await expect(quickLinks.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(footer).toContainText('© 2025 Brandt & Okafor, PLLC');

    await footer.getByRole('button', { name: 'Site Security' }).click();
    const security = page.getByRole('dialog', { name: 'Site Security' });
    await expect(security).toContainText('around the clock');
    await expect(security).toContainText('2048-bit encryption');
    // The dialog is drawn as a box (its styles survive the CSS purge), not bare text over the backdrop.
    await expect(security.locator('.modal-content')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await security.getByRole('button', { name: 'Close' }).click();
    await expect(security).toBeHidden();

    await footer.getByRole('button', { name: 'Browser Requirements' }).click();
    const browsers = page.getByRole('dialog', { name: 'Browser Requirements' });
    await expect(browsers.getByRole('link')).toHaveCount(4);
    for (const browser of browserRequirements.browsers)
      await expect(browsers.getByRole('link', { name: new RegExp(browser.name) })).toHaveAttribute(
        'href',
        browser.url,
      );
    await page.keyboard.press('Escape');
    await expect(browsers).toBeHidden();
  });

  test('skip link, scroll to top on path change, hash anchor on load, and meta that follows navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(skip).toBeInViewport();

    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveTitle(resultsMeta.pageTitle);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/results`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      resultsMeta.description,
    );

    await page.goto('/#consultation-heading');
    await expect(page.locator('#consultation-heading')).toBeInViewport();
  });
});

test.describe('phone width (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens a drawer with accordions; choosing a link closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const attorneysToggle = drawer.getByRole('button', { name: 'Attorneys' });
    await expect(attorneysToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Our Team' })).toBeHidden();
    await attorneysToggle.click();
    await expect(drawer.getByRole('link', { name: 'Our Team' })).toBeVisible();
    await attorneysToggle.click();
    await expect(drawer.getByRole('link', { name: 'Our Team' })).toBeHidden();

    await drawer.getByRole('button', { name: 'Practice Areas' }).click();
    await drawer.getByRole('link', { name: 'Crashworthiness' }).click();
    await expect(page).toHaveURL(/\/practice-areas\/crashworthiness$/);
    await expect(drawer).toBeHidden();
    await expect(page.locator('h1')).toContainText('Crashworthiness');

    // The close button closes it as well, and the accordion of the current section starts open.
    await menuButton.click();
    await expect(drawer.getByRole('link', { name: 'Crashworthiness' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(drawer).toBeHidden();
  });

  test('nothing is wider than the screen', async ({ page }) => {
    for (const path of ['/', '/attorneys/eleanor-brandt', '/results', '/news-media/', '/contact']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
