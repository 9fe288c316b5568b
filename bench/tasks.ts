/**
 * `npm run bench:tasks [route ...]`: the tasks that make each page's Total Blocking Time, as Lighthouse
 * itself counts them, with the code that took their time. Lighthouse (mobile preset) records the page at full
 * speed and multiplies every task by 4; each task after the first contentful paint that took more than
 * 12.5 ms is blocking time on its simulated phone (bench/lib/counted-tasks.ts). `npm run bench:hydration`
 * profiles hydration at 4x in Playwright, which shows the same JavaScript but not Lighthouse's own count, nor
 * the browser's work (style, layout, an SVG image's document, a fetch started from script).
 *
 * Builds the site unminified (readable names) into build/profile, as bench:hydration does. BENCH_RUNS sets
 * the runs per route (3 by default); BENCH_SITE_DIR measures an existing build's client folder instead.
 */
import { newsArticles } from '../frontend/app/content/news.server';
import { sampledRoutes } from './lib/budgets';
import { countedTasks } from './lib/counted-tasks';
import { startHttp2Site } from './lib/https-server';
import { profiledRun, withLighthouseChrome } from './lib/lighthouse-runs';
import { profileSiteBuild } from './lib/site-build';

const DEFAULT_RUNS = 3;

async function main(): Promise<void> {
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : sampledRoutes(newsArticles[0]!.url);
  const runs = Number(process.env.BENCH_RUNS ?? DEFAULT_RUNS);
  if (!process.env.BENCH_SITE_DIR) console.log('bench:tasks: building the site unminified…');
  const siteDir = profileSiteBuild(process.cwd());
  const { url, server } = await startHttp2Site(siteDir);
  try {
    await withLighthouseChrome(url + routes[0], async (port) => {
      for (const route of routes) {
        for (let run = 1; run <= runs; run += 1) {
          const { figures, events } = await profiledRun(url + route, port);
          const tasks = countedTasks(events);
          console.log(
            `\n${route} run ${run}: TBT ${Math.round(figures.tbtMs)} ms, CPU index ${Math.round(figures.cpuIndex)}; ` +
              `${tasks.length} task(s) over 12.5 ms after the first paint (ms here, blocking ms on the phone)`,
          );
          for (const task of tasks) {
            const code = task.code.map(({ frame, share }) => `${frame} ${Math.round(share * 100)}%`);
            console.log(
              `  at ${Math.round(task.startMs)} ms: ${task.durationMs.toFixed(1)} ms ` +
                `(+${Math.round(task.blockingMs)}): ${code.join(', ')}`,
            );
          }
        }
      }
    });
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:tasks: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
