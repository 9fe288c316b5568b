import type { Locator, Page } from '@playwright/test';
import { HYDRATED, expect, holdScripts, test } from '../fixtures';
import { awards } from '../../frontend/app/content/awards';
import { settlementCards } from '../../frontend/app/content/home';
import { shownGrouping } from './helpers';

const carousel = (page: Page, label: string) =>
  page.locator(`section[aria-roledescription="carousel"][aria-label="${label}"]`);

const widths = [
  { width: 1280, settlementsPerSlide: 3, awardsPerSlide: 4 },
  { width: 1000, settlementsPerSlide: 1, awardsPerSlide: 4 },
  { width: 700, settlementsPerSlide: 1, awardsPerSlide: 1 },
  { width: 390, settlementsPerSlide: 1, awardsPerSlide: 1 },
];

/** The shown grouping has one slide per `perSlide` items, one slide visible with `visibleItems` items. */
async function expectGrouping(region: Locator, itemCount: number, perSlide: number) {
  const grouping = shownGrouping(region);
  await expect(grouping).toHaveCount(1);
  const slideCount = Math.ceil(itemCount / perSlide);
  await expect(grouping.locator('[aria-roledescription="slide"]')).toHaveCount(slideCount);
  const visible = grouping.locator('[aria-roledescription="slide"]:visible');
  await expect(visible).toHaveCount(1);
  await expect(visible).toHaveAttribute('aria-label', `1 of ${slideCount}`);
  await expect(visible.locator('.carousel-a11y__item')).toHaveCount(Math.min(perSlide, itemCount));
  await expect(grouping.locator('.carousel-a11y__status')).toHaveText(`1 / ${slideCount}`);
}

/**
 * Walks a carousel from the first slide to the last with the next button, checking the disabled states, the
 * slide labels ("n of m") and how many items each slide shows; then back with the previous button.
 */
async function expectSlides(region: Locator, itemCount: number, perSlide: number) {
  const slideCount = Math.ceil(itemCount / perSlide);
  const grouping = shownGrouping(region);
  // The hidden grouping's controls are out of the accessibility tree, so these name one button each.
  const previous = region.getByRole('button', { name: 'Previous slide' });
  const next = region.getByRole('button', { name: 'Next slide' });
  await expect(grouping.locator('[aria-roledescription="slide"]')).toHaveCount(slideCount);
  await expect(grouping.locator('[aria-live="polite"]')).toHaveCount(1);
  await expect(previous).toBeDisabled();
  for (let slide = 1; slide <= slideCount; slide++) {
    const visible = grouping.locator('[aria-roledescription="slide"]:visible');
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
  await expect(grouping.locator('[aria-roledescription="slide"]:visible')).toHaveAttribute(
    'aria-label',
    `1 of ${slideCount}`,
  );
}

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

test.describe('before any script runs (JavaScript disabled)', () => {
  test.use({ javaScriptEnabled: false });

  for (const { width, settlementsPerSlide, awardsPerSlide } of widths) {
    test(`the pre-rendered home page groups its carousels for ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expectGrouping(
        carousel(page, 'Settlements and verdicts'),
        settlementCards.length,
        settlementsPerSlide,
      );
      await expectGrouping(carousel(page, 'Awards and recognitions'), awards.length, awardsPerSlide);
    });
  }
});

test('hydration changes nothing on screen: the shown card is the element the HTML painted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  // Hold the app's scripts until the pre-rendered card has been marked.
  const releaseScripts = await holdScripts(page, '**/assets/entry.client-*.js');
  await page.goto('/', { waitUntil: 'commit' });
  const settlements = carousel(page, 'Settlements and verdicts');
  const shownCard = shownGrouping(settlements).locator(
    '[aria-roledescription="slide"]:visible .carousel-a11y__item',
  );
  await expect(shownCard).toHaveCount(1);
  await shownCard.evaluate((element) => element.setAttribute('data-painted-before-hydration', ''));

  releaseScripts();
  await page.locator(HYDRATED).waitFor({ state: 'attached' });
  // Hydrated: the controls answer.
  await settlements.getByRole('button', { name: 'Next slide' }).click();
  await expect(shownGrouping(settlements).locator('[aria-roledescription="slide"]:visible')).toHaveAttribute(
    'aria-label',
    `2 of ${settlementCards.length}`,
  );
  await settlements.getByRole('button', { name: 'Previous slide' }).click();
  await expect(page.locator('[data-painted-before-hydration]')).toBeVisible();
});

test('carousels do not auto-advance, answer the arrow keys, and regroup when the window is resized', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/attorneys/all');
  const awardsRegion = carousel(page, 'Awards and recognitions');
  const visibleLabel = () => shownGrouping(awardsRegion).locator('[aria-roledescription="slide"]:visible');
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

  // A narrower window shows one award per slide and keeps the visitor's place (the 5th award).
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(shownGrouping(awardsRegion).locator('[aria-roledescription="slide"]')).toHaveCount(
    awards.length,
  );
  await expect(visibleLabel()).toHaveAttribute('aria-label', `5 of ${awards.length}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(shownGrouping(awardsRegion).locator('[aria-roledescription="slide"]')).toHaveCount(3);
  await expect(visibleLabel()).toHaveAttribute('aria-label', '2 of 3');
});

test('the pre-rendered HTML holds both groupings, with every item present', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const slides = (perSlide: number, items: number) => Math.ceil(items / perSlide);
  expect(html.match(/aria-roledescription="slide"/g)?.length).toBe(
    slides(3, settlementCards.length) +
      slides(1, settlementCards.length) +
      slides(4, awards.length) +
      slides(1, awards.length),
  );
  for (const card of settlementCards) expect(html).toContain(card.amount);
});
