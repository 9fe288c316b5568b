/**
 * Markdown that would run script through a careless renderer: a raw script element, an event handler and a
 * `javascript:` link whose text is "click me", each of which would set `window.__pwned`. The editor's
 * preview and the public article must both render it harmless.
 */
import type { Page } from '@playwright/test';

export const HOSTILE_MARKDOWN = [
  '<script>window.__pwned = 1</script>',
  '',
  '<img src=x onerror="window.__pwned = 2">',
  '',
  '[click me](javascript:window.__pwned=3)',
].join('\n');

/** What HOSTILE_MARKDOWN would have left on the page had any of it run: undefined if none did. */
export const pwnedMark = (page: Page) => page.evaluate(() => (window as { __pwned?: number }).__pwned);
