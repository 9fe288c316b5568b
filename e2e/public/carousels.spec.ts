import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { awards } from '../../frontend/app/content/awards';
import { settlementCards } from '../../frontend/app/content/home';

const carousel = (page: Page, label: string) =>
  page.locator(`section[aria-roledescription="carousel"][aria-label="${label}"]`);

/**
 * Walks a carousel from the first slide to the last with the next button, checking the disabled states, the
 * slide labels ("n of m") and how many items each slide shows; then back with the previous button.
 */
async function expectSlides(region: Locator, itemCount: number, perSlide: number) {
  const slideCount = Math.ceil(itemCount / perSlide);
  const previous = region.getByRole('button', { name: 'Previous slide' });
  const next = region.getByRole('button', { name: 'Next slide' });
  await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(slideCount);
  await expect(region.locator('[aria-live="polite"]')).toHaveCount(1);
  await expect(previous).toBeDisabled();
  for (let slide = 1; slide <= slideCount; slide++) {
    const visible = region.locator('[aria-roledescription="slide"]:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveAttribute('aria-label', `${slide} of ${slideCount}`);
    await expect(visible.locator('.carousel-a11y__item')).toHaveCount(
      Math.min(perSlide, itemCount - (slide - 1) * perSlide),
    );
    if (slide < slideCount) {
      await expect(next).toBeEnabled();
      await next.click();
    }
  }
  await expect(next).toBeDisabled();
  // Focus moved off the now-disabled button, to the other control.
  if (slideCount > 1) await expect(previous).toBeFocused();
  for (let slide = slideCount; slide > 1; slide--) await previous.click();
  await expect(previous).toBeDisabled();
  await expect(region.locator('[aria-roledescription="slide"]:visible')).toHaveAttribute(
    'aria-label',
    `1 of ${slideCount}`,
  );
}

const widths = [
  { width: 1280, settlementsPerSlide: 3, awardsPerSlide: 4 },
  { width: 1000, settlementsPerSlide: 1, awardsPerSlide: 4 },
  { width: 700, settlementsPerSlide: 1, awardsPerSlide: 1 },
];

for (const { width, settlementsPerSlide, awardsPerSlide } of widths) {
  test(`home carousels at ${width} px: ${settlementsPerSlide} settlement and ${awardsPerSlide} award(s) per slide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expectSlides(
      carousel(page, 'Settlements and verdicts'),
      settlementCards.length,
      settlementsPerSlide,
    );
    await expectSlides(carousel(page, 'Awards and recognitions'), awards.length, awardsPerSlide);
  });
}

test('carousels do not auto-advance, answer the arrow keys, and regroup when the window is resized', async ({
  page,
}) => {
  await page.goto('/attorneys/all');
  const awardsRegion = carousel(page, 'Awards and recognitions');
  const visibleLabel = () => awardsRegion.locator('[aria-roledescription="slide"]:visible');
  await expect(visibleLabel()).toHaveAttribute('aria-label', '1 of 3');
  // The spec's interval is 5 s; nothing may move on its own.
  await page.waitForTimeout(5_500);
  await expect(visibleLabel()).toHaveAttribute('aria-label', '1 of 3');

  await awardsRegion.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(visibleLabel()).toHaveAttribute('aria-label', '2 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(visibleLabel()).toHaveAttribute('aria-label', '3 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(visibleLabel()).toHaveAttribute('aria-label', '2 of 3');

  await page.setViewportSize({ width: 700, height: 900 });
  await expect(awardsRegion.locator('[aria-roledescription="slide"]')).toHaveCount(awards.length);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(awardsRegion.locator('[aria-roledescription="slide"]')).toHaveCount(3);
});

test('the pre-rendered HTML holds the desktop grouping, with every item present', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html.match(/aria-roledescription="slide"/g)?.length).toBe(
    settlementCards.length / 3 + awards.length / 4,
  );
  for (const card of settlementCards) expect(html).toContain(card.amount);
});
