import { paths } from '../../frontend/app/config/paths';
import { submitLead } from './leads';
import { checkScreen } from './screen-check';
import { expect, test } from './staff-test';

const chartChunks = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/report-charts-[^/]+\.js$/.test(path)),
  );

test('/reports draws a chart for each table, with a library no other screen loads', async ({
  staffPage: page,
}) => {
  await submitLead('Charted');
  await page.goto(paths.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await chartChunks(page)).toEqual([]);

  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('table', { name: 'Leads by source' })).toBeVisible();
  const charts = page.getByRole('img', { name: /: chart; the tables below give the figures$/ });
  await expect(charts).toHaveCount(6);
  for (const name of [
    'Leads by source',
    'Leads by client type',
    'Leads by language',
    'Leads by week (starting Monday)',
  ]) {
    await expect(
      page.getByRole('img', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}: chart`) }),
    ).toBeVisible();
  }
  expect(await chartChunks(page)).toHaveLength(1);
  // Something is drawn: the first chart's canvas has pixels that are not blank.
  const inked = await page
    .locator('.report-chart canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      return data.some((value, index) => index % 4 === 3 && value > 0);
    });
  expect(inked).toBe(true);
  await checkScreen(page, 'reports-charts');
});
