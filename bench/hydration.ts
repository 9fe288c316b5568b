/**
 * `npm run bench:hydration [route ...]`: what each page's main thread does while it hydrates, as Lighthouse's
 * slow phone would see it. Builds the site unminified (readable function names), loads each route in
 * Chromium at 4x CPU slowdown with V8's sampling profiler on, and prints every busy stretch of 25 ms or more
 * with the functions that took its time. A stretch over 50 ms is a long task, which Total Blocking Time counts.
 * Stretches in InjectedScript, UtilityScript or query (no file) are Playwright's own, waiting for the page.
 * How the two Intl calls that made the largest hydration tasks were found (docs/decisions/003-what-lighthouse-counts.md).
 *
 * BENCH_SITE_DIR measures an existing build's client folder instead of building.
 */
import { chromium } from '@playwright/test';
import { newsArticles } from '../frontend/app/content/news.server';
import { CHROMIUM_OFFLINE_FLAGS, CHROMIUM_PATH } from '../bin/chromium';
import { sampledRoutes } from './lib/budgets';
import { busyStretches, type CpuProfile } from './lib/cpu-profile';
import { startHttp2Site } from './lib/https-server';
import { profileSiteBuild } from './lib/site-build';

/** Lighthouse's mobile preset slows the CPU four times. */
const CPU_SLOWDOWN = 4;
const SHOWN_FROM_MS = 25;

async function main(): Promise<void> {
  const routes = process.argv.slice(2).length
    ? process.argv.slice(2)
    : [...sampledRoutes(newsArticles[0]!.url), '/login'];
  if (!process.env.BENCH_SITE_DIR) console.log('bench:hydration: building the site unminified…');
  const siteDir = profileSiteBuild(process.cwd());
  const { url, server } = await startHttp2Site(siteDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_OFFLINE_FLAGS, '--ignore-certificate-errors'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    // A first page warms the browser (its caches, its first process), as Lighthouse's warm-up run does.
    await page.goto(`${url}/about`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    for (const route of routes) {
      await page.goto('about:blank');
      await cdp.send('Profiler.start');
      await page.goto(url + route);
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForTimeout(1000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      console.log(`\n${route} (CPU ${CPU_SLOWDOWN}x slower; busy stretches of ${SHOWN_FROM_MS} ms or more)`);
      for (const stretch of busyStretches(profile, SHOWN_FROM_MS)) {
        const top = stretch.selfTime
          .map(({ frame, samples }) => `${frame} ${Math.round((100 * samples) / stretch.samples)}%`)
          .join(', ');
        console.log(`  at ${Math.round(stretch.startMs)} ms, ${Math.round(stretch.durationMs)} ms: ${top}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:hydration: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
