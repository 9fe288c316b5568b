/**
 * Debian's Chromium, as the browser tests and the benchmark launch it. Without the background-networking
 * flags Chromium keeps trying to reach Google's services, which this closed network refuses.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless build of the same version (package chromium-headless-shell),
 * which Playwright drives as its own headless browser. It draws no browser window behind the page, and the
 * browser suite took 28% less time with it on this 2-core machine (2.9 -> 2.1 min for the public axe,
 * carousel and guard specs). Full Chromium where the shell is missing; CHROME_PATH chooses either.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const BROWSER_TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_OFFLINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
