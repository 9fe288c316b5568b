/** A screen as it stands, checked the way every staff screen is: axe under the site's WCAG tags, at 1280 and 390 px. */
import type { Page } from '@playwright/test';
import { axeOn } from '../public/helpers';
import { expect } from './staff-test';

export async function checkScreen(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    const { violations } = await axeOn(page).analyze();
    expect(violations.map((violation) => `${name} ${width}px ${violation.id}`)).toEqual([]);
  }
  await page.setViewportSize(size);
}
