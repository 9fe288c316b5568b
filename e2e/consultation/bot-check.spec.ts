/**
 * The form's bot check in a real browser, by keyboard only, on a phone and on a desktop: nothing of it loads
 * with the page; once the visitor is in the form the proof of work runs in a worker served by the site, the
 * request goes out verified, and so the visitor is acknowledged. No request leaves for another host, and
 * the CSP (worker-src 'self') is not violated.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ACKNOWLEDGEMENT_SUBJECT } from '../../backend/domain/consultations/acknowledgement';
import { expect, test, visitFromOwnNetwork } from '../fixtures';
import { axeOn } from '../public/helpers';

/** Tab until `label`'s field has the focus, as a keyboard user gets there (the header's links first). */
async function tabTo(page: Page, label: string) {
  for (let press = 0; press < 80; press++) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return element?.labels?.[0]?.textContent?.trim() ?? '';
    });
    if (focused === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}`);
}

for (const { name, width, height } of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`a visitor on a ${name} sends the form by keyboard alone and passes the bot check`, async ({
    page,
    mailbox,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    const hosts = new Set<string>();
    const problems: string[] = [];
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
        problems.push(message.text());
    });
    const widgetScripts: string[] = [];
    page.on('request', (request) => {
      if (/altcha|pbkdf2/i.test(request.url())) widgetScripts.push(request.url());
    });

    await visitFromOwnNetwork(page);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(widgetScripts, 'nothing of the bot check loads with the page').toEqual([]);

    const email = `keyboard-${randomUUID().slice(0, 8)}@example.com`;
    const lastName = `Keys-${randomUUID().slice(0, 6)}`;
    await tabTo(page, 'First name');
    await page.keyboard.type('Robin');
    await page.keyboard.press('Tab');
    await page.keyboard.type(lastName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('(206) 555-0123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Yes');
    await page.keyboard.press('Tab');
    await page.keyboard.type('I slipped on an unmarked wet floor in a store and hurt my back.');

    await expect(page.locator('altcha-widget')).toBeVisible();
    await expect(page.locator('input[name="botCheck"]')).toHaveValue(/.{40,}/, { timeout: 20_000 });
    expect(
      widgetScripts.some((url) => /pbkdf2/i.test(url)),
      'the worker came from the site',
    ).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`bot-check-${width}.png`), fullPage: false });
    expect((await axeOn(page).analyze()).violations).toEqual([]);

    // From the message, Tab on to the submit button and press Enter.
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press('Tab');
      const onButton = await page.evaluate(() =>
        document.activeElement?.textContent?.includes('Consultation'),
      );
      if (onButton) break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/message-reply');

    const acknowledgement = await mailbox.waitFor(email, new RegExp(ACKNOWLEDGEMENT_SUBJECT.slice(0, 20)));
    expect(acknowledgement.body.text).not.toContain(lastName);
    expect([...hosts].filter((host) => host !== new URL(page.url()).host)).toEqual([]);
    expect(problems).toEqual([]);
  });
}
