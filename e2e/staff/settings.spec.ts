/**
 * /settings in the browser: an administrator changes the first-contact minutes and sees them saved; a
 * mistake is explained before anything is sent; a staff user who is not an administrator is sent to the
 * dashboard. The settings are put back afterwards (the moved-clock specs count on the defaults).
 * Screenshots at 1280 and 390 px go to /tmp/shots.
 */
import { DEFAULT_FIRM_SETTINGS, SETTINGS_MESSAGES } from '../../backend/contract/firm-settings';
import {
  FirmSettingsDocument,
  UpdateFirmSettingsDocument,
} from '../../backend/contract/graphql/settings.generated';
import { paths } from '../../frontend/app/config/paths';
import { callApi, expect, test } from './staff-test';

test('an administrator changes the first-contact minutes', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  await page.goto(paths.settings);
  const minutes = page.getByLabel('First contact within (business minutes)');
  await expect(minutes).toHaveValue(String(DEFAULT_FIRM_SETTINGS.firstContactMinutes));
  await expect(page.getByLabel('Time zone')).toHaveValue(DEFAULT_FIRM_SETTINGS.timeZone);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 1100 });
    await page.screenshot({ path: `/tmp/shots/settings-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('Closes at').fill('07:00');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toHaveText(SETTINGS_MESSAGES.closesAfterOpens);
  await page.getByLabel('Closes at').fill('18:00');

  await minutes.fill('20');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First contact within (business minutes)')).toHaveValue('20');

  const { firmSettings } = await callApi(request, adminToken, FirmSettingsDocument);
  await callApi(request, adminToken, UpdateFirmSettingsDocument, {
    input: { ...DEFAULT_FIRM_SETTINGS, version: firmSettings.version },
  });
});

test('a staff user who is not an administrator goes to the dashboard', async ({ staffPage: page }) => {
  await page.goto(paths.settings);
  await expect(page).toHaveURL(/\/dashboard$/);
});
