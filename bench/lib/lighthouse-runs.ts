/**
 * Lighthouse (mobile preset, the default config) in Debian's Chromium, offline. A run is cold (a new Chromium
 * with a new, empty profile: a new connection and an empty HTTP cache, as PageSpeed Insights meets a
 * first-time visitor) or warm (one Chromium kept across runs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { CHROMIUM_OFFLINE_FLAGS, CHROMIUM_PATH } from '../../bin/chromium';
import type { TraceEvent } from './counted-tasks';
import type { LighthouseFigures } from './spread';

/** The benchmark's servers have a self-signed certificate. */
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_OFFLINE_FLAGS, '--ignore-certificate-errors'];

/** Attempts per counted run: a run Lighthouse reports as failed (e.g. NO_NAVSTART) measured nothing. */
const ATTEMPTS_PER_RUN = 3;

/** V8's sampling profiler recorded into the trace, for `npm run bench:tasks` (it slows the page a little). */
const PROFILED: Config = {
  extends: 'lighthouse:default',
  settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
};

/** Hands `use` the debugging port of a Chromium: one kept running, or a fresh one per call. */
type BrowserSession = <T>(use: (port: number) => Promise<T>) => Promise<T>;

const keptChromium =
  (port: number): BrowserSession =>
  (use) =>
    use(port);

/**
 * A new Chromium process with a profile of its own in a new temporary folder, for one call of `use`; the
 * process is ended and the folder deleted afterwards (chrome-launcher deletes only folders it made itself,
 * so the folder is ours, removed here once the process has exited).
 */
const freshChromium: BrowserSession = async (use) => {
  const profile = mkdtempSync(join(tmpdir(), 'bo-bench-profile-'));
  try {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: LIGHTHOUSE_FLAGS,
      userDataDir: profile,
    });
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    try {
      return await use(chrome.port);
    } finally {
      chrome.kill();
      await exited;
    }
  } finally {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10 });
  }
};

/**
 * One run that measured the page; a failed run is repeated (in a new session: for a cold run, a new
 * Chromium) instead of counting as a score of 0.
 */
async function measuredRun(url: string, session: BrowserSession, config?: Config) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await session((port) =>
      lighthouse(url, { port, output: 'json', logLevel: 'error' }, config),
    );
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

/** The figures of one measured run of `url` in the Chromium at `port` (warm). */
export async function measuredFigures(url: string, port: number): Promise<LighthouseFigures> {
  return figuresOf(await measuredRun(url, keptChromium(port)));
}

/** The figures of one cold run of `url`: a first visit, in a Chromium started for it alone. */
export async function coldFigures(url: string): Promise<LighthouseFigures> {
  return figuresOf(await measuredRun(url, freshChromium));
}

/** One run with the CPU profile in its trace: its figures and the trace's events. */
export async function profiledRun(url: string, port: number) {
  const result = await measuredRun(url, keptChromium(port), PROFILED);
  return {
    figures: figuresOf(result),
    events: (result.artifacts as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents,
  };
}

/**
 * Runs `measure` with a Chromium for Lighthouse (its port), warmed first on each of `warmUrls` (one per
 * server measured): the first run after Chromium starts, or on a new origin, is a cold start (it can even
 * fail to record the navigation, NO_NAVSTART) and is not counted.
 */
export async function withLighthouseChrome<T>(
  warmUrls: string | string[],
  measure: (port: number) => Promise<T>,
): Promise<T> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    for (const url of [warmUrls].flat()) {
      await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    }
    return await measure(chrome.port);
  } finally {
    chrome.kill();
  }
}
