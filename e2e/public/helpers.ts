/** Shared look-ups for the public-site specs: every route comes from the same content the build uses. */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { publicPages } from '../../frontend/app/config/public-paths';
import { resolveSiteUrl } from '../../frontend/app/config/site';

export const siteUrl = resolveSiteUrl(process.env.VITE_SITE_URL);

/** Every public page with the path a visitor opens and the meta its HTML must carry. */
export const publicRoutes = publicPages().map((meta) => ({ ...meta, url: meta.path }));

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over `page` with the WCAG A and AA rules, and "label in name" (WCAG 2.5.3, Level A) as well, which axe
 * marks experimental and runs only when asked: a control's spoken name must start with the words on screen.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(AXE_TAGS);

/** Decodes the few entities React writes into attribute values and text. */
export const decodeHtml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The grouping of a carousel that the screen shows: the page holds a wide and a narrow one and the
 * stylesheet hides the other (components/carousel/carousel.tsx).
 */
export const shownGrouping = (carousel: Locator): Locator =>
  carousel.locator('.carousel-a11y__layout:visible');
