import { defineConfig, devices } from '@playwright/test';
import { BROWSER_TEST_CHROMIUM_PATH, CHROMIUM_OFFLINE_FLAGS } from './bin/chromium';

/**
 * Browser tests in Debian's Chromium (its headless build, bin/chromium.ts) against the real local stack, which e2e/global-setup.ts starts on free
 * ports with a fresh DATA_DIR (see e2e/fixtures.ts for how tests reach it).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    // Recording a trace costs every test its DOM snapshots: only a retry records one, for the failure it repeats.
    trace: 'on-first-retry',
    launchOptions: { executablePath: BROWSER_TEST_CHROMIUM_PATH, args: CHROMIUM_OFFLINE_FLAGS },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['posts/**', 'moved-clock/**'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Publishing puts posts on the public news list the other specs read as the 18 seed articles: these
    // run after them, on the same stack.
    {
      name: 'news-publishing',
      testMatch: 'posts/**',
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Moving the stack's clock (e2e/fixtures.ts stackHooks) moves it for every test: these run last, one
    // at a time.
    {
      name: 'moved-clock',
      testMatch: 'moved-clock/**',
      dependencies: ['news-publishing'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
