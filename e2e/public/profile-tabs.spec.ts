import { expect, test } from '../fixtures';
import { attorneys } from '../../frontend/app/content/attorneys';
import { shownGrouping } from './helpers';

const [eleanor, marcus] = attorneys;

test('profile tabs follow the URL hash, clicks, the keyboard and browser back/forward', async ({ page }) => {
  await page.goto(eleanor!.meta.path);
  const tabs = page.getByRole('tablist', { name: `About ${eleanor!.name}` });
  const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
  const expectActive = async (name: string) => {
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(name);
  };
  await expect(tabs.getByRole('tab')).toHaveText([
    'Bio',
    'Education',
    'Publications',
    'Honors',
    'Interviews',
  ]);
  await expectActive('Bio');

  await tab('Education').click();
  await expect(page).toHaveURL(/#education$/);
  await expectActive('Education');
  await tab('Honors').click();
  await expect(page).toHaveURL(/#honors$/);
  await expectActive('Honors');

  await page.goBack();
  await expect(page).toHaveURL(/#education$/);
  await expectActive('Education');
  await page.goBack();
  await expect(page).not.toHaveURL(/#/);
  await expectActive('Bio');
  await page.goForward();
  await expectActive('Education');

  // Arrow keys move between tabs (and update the hash).
  await tab('Education').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Publications')).toBeFocused();
  await expect(page).toHaveURL(/#publications$/);
  await expectActive('Publications');
  await page.keyboard.press('End');
  await expectActive('Interviews');

  // Interviews: an external video link that opens in a new tab.
  const video = page.getByRole('tabpanel').getByRole('link', { name: /Video/ });
  await expect(video).toHaveAttribute('href', /^https:\/\//);
  await expect(video).toHaveAttribute('target', '_blank');

  // Eleanor's mailto link and her membership-logo carousel (five logos, 180 px tall).
  await expect(page.locator(`a[href="mailto:${eleanor!.email}"]`).first()).toBeVisible();
  const memberships = page.locator(
    'section[aria-roledescription="carousel"][aria-label="Professional memberships"]',
  );
  await expect(shownGrouping(memberships).locator('img')).toHaveCount(5);
  await expect(shownGrouping(memberships).locator('img').first()).toHaveAttribute('height', '180');
});

test('a hash in the address on load selects that tab; editing the hash switches tabs', async ({ page }) => {
  await page.goto(`${marcus!.meta.path}#presentations`);
  const tabs = page.getByRole('tablist', { name: `About ${marcus!.name}` });
  await expect(tabs.getByRole('tab')).toHaveText(['Bio', 'Education', 'Publications', 'Presentations']);
  await expect(tabs.getByRole('tab', { name: 'Presentations' })).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => {
    window.location.hash = 'education';
  });
  await expect(tabs.getByRole('tab', { name: 'Education' })).toHaveAttribute('aria-selected', 'true');
  // Marcus has no membership carousel.
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
});
