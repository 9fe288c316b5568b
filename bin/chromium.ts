/**
 * Debian's Chromium, as the browser tests and the benchmark launch it. Without the background-networking
 * flags Chromium keeps trying to reach Google's services, which this closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_OFFLINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
