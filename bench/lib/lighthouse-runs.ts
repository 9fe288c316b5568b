/** Lighthouse (mobile preset, the default config) in Debian's Chromium, offline, several runs per route. */
import { launch } from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { CHROMIUM_OFFLINE_FLAGS, CHROMIUM_PATH } from '../../bin/chromium';
import type { TraceEvent } from './counted-tasks';
import { summariseRuns, type LighthouseFigures, type LighthouseSpread } from './spread';

/** The benchmark's server has a self-signed certificate. */
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_OFFLINE_FLAGS, '--ignore-certificate-errors'];

/** Attempts per counted run: a run Lighthouse reports as failed (e.g. NO_NAVSTART) measured nothing. */
const ATTEMPTS_PER_RUN = 3;

/** V8's sampling profiler recorded into the trace, for `npm run bench:tasks` (it slows the page a little). */
const PROFILED: Config = {
  extends: 'lighthouse:default',
  settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
};

/** One run that measured the page; a failed run is repeated instead of counting as a score of 0. */
async function measuredRun(url: string, port: number, config?: Config) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError?.code;
    if (!failure) return result;
    if (attempt === ATTEMPTS_PER_RUN) {
      throw new Error(`Lighthouse failed ${ATTEMPTS_PER_RUN} times on ${url}: ${failure}`);
    }
    console.log(`bench: ${url} run failed (${failure}), repeated`);
  }
}

type LighthouseResult = Awaited<ReturnType<typeof measuredRun>>;

/** The figures of one Lighthouse result. */
function figuresOf(result: LighthouseResult): LighthouseFigures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
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
  };
}

/** The figures of one measured run of `url`. */
export async function measuredFigures(url: string, port: number): Promise<LighthouseFigures> {
  return figuresOf(await measuredRun(url, port));
}

/** One run with the CPU profile in its trace: its figures and the trace's events. */
export async function profiledRun(url: string, port: number) {
  const result = await measuredRun(url, port, PROFILED);
  return {
    figures: figuresOf(result),
    events: (result.artifacts as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents,
  };
}

/**
 * Runs `measure` with a Chromium for Lighthouse (its port), warmed first on `warmUrl`: the first run after
 * Chromium starts is a cold start (it can even fail to record the navigation, NO_NAVSTART) and is not counted.
 */
export async function withLighthouseChrome<T>(
  warmUrl: string,
  measure: (port: number) => Promise<T>,
): Promise<T> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    await lighthouse(warmUrl, { port: chrome.port, output: 'json', logLevel: 'error' });
    return await measure(chrome.port);
  } finally {
    await chrome.kill();
  }
}

export async function runLighthouse(
  urls: string[],
  runsPerUrl: number,
): Promise<Map<string, LighthouseSpread>> {
  const results = new Map<string, LighthouseSpread>();
  if (!urls[0]) return results;
  await withLighthouseChrome(urls[0], async (port) => {
    for (const url of urls) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < runsPerUrl; run += 1) runs.push(await measuredFigures(url, port));
      results.set(url, summariseRuns(runs));
      console.log(`bench: ${url} done (${runsPerUrl} runs)`);
    }
  });
  return results;
}
