/** Lighthouse (mobile preset, the default config) in Debian's Chromium, offline, several runs per route. */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_OFFLINE_FLAGS, CHROMIUM_PATH } from '../chromium';
import { summariseRuns, type LighthouseFigures, type LighthouseSpread } from './spread';

/** The benchmark's server has a self-signed certificate. */
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_OFFLINE_FLAGS, '--ignore-certificate-errors'];

/** Attempts per counted run: a run Lighthouse reports as failed (e.g. NO_NAVSTART) measured nothing. */
const ATTEMPTS_PER_RUN = 3;

/** One run that measured the page; a failed run is repeated instead of counting as a score of 0. */
async function measuredRun(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError?.code;
    if (!failure) return result;
    if (attempt === ATTEMPTS_PER_RUN) {
      throw new Error(`Lighthouse failed ${ATTEMPTS_PER_RUN} times on ${url}: ${failure}`);
    }
    console.log(`bench: ${url} run failed (${failure}), repeated`);
  }
}

export async function runLighthouse(
  urls: string[],
  runsPerUrl: number,
): Promise<Map<string, LighthouseSpread>> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: LIGHTHOUSE_FLAGS,
  });
  const results = new Map<string, LighthouseSpread>();
  try {
    // The first run after Chromium starts is a cold start (it can even fail to record the navigation,
    // NO_NAVSTART); it warms the browser and is not counted.
    if (urls[0]) await lighthouse(urls[0], { port: chrome.port, output: 'json', logLevel: 'error' });
    for (const url of urls) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < runsPerUrl; run += 1) {
        const result = await measuredRun(url, chrome.port);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: value('first-contentful-paint'),
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          transferBytes: value('total-byte-weight'),
          cpuIndex: result.lhr.environment.benchmarkIndex,
        });
      }
      results.set(url, summariseRuns(runs));
      console.log(`bench: ${url} done (${runsPerUrl} runs)`);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
