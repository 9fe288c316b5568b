/**
 * `npm run bench:compare -- <client folder A> <client folder B> [route ...]`: two site builds measured by
 * Lighthouse in turn, run by run (A, B, A, B…), so both meet the same machine. On this VM a run's Total
 * Blocking Time follows the machine's speed (Lighthouse's CPU index swings 900-2200 within minutes) more
 * than any one change, and two `npm run bench` runs minutes apart cannot tell a 50 ms gain from noise.
 * BENCH_RUNS sets the runs per build and route (7 by default). Build a variant with
 * `SITE_BUILD_DIR=/tmp/variant npm run build`; its client folder is /tmp/variant/client.
 */
import { newsArticles } from '../frontend/app/content/news.server';
import { sampledRoutes } from './lib/budgets';
import { startHttp2Site } from './lib/https-server';
import { measuredFigures, withLighthouseChrome } from './lib/lighthouse-runs';
import { spreadText, summariseRuns, type LighthouseFigures } from './lib/spread';

const DEFAULT_RUNS = 7;

async function main(): Promise<void> {
  const [dirA, dirB, ...routeArgs] = process.argv.slice(2);
  if (!dirA || !dirB) {
    console.error('usage: npm run bench:compare -- <client folder A> <client folder B> [route ...]');
    process.exit(2);
  }
  const routes = routeArgs.length ? routeArgs : sampledRoutes(newsArticles[0]!.url);
  const runs = Number(process.env.BENCH_RUNS ?? DEFAULT_RUNS);
  const builds = [dirA, dirB];
  const sites = await Promise.all(builds.map((dir) => startHttp2Site(dir)));
  const figures = builds.map(() => new Map<string, LighthouseFigures[]>());
  try {
    await withLighthouseChrome(sites[0]!.url + routes[0], async (port) => {
      for (const route of routes) {
        for (let run = 0; run < runs; run += 1) {
          for (const [index, site] of sites.entries()) {
            const list = figures[index]!.get(route) ?? [];
            list.push(await measuredFigures(site.url + route, port));
            figures[index]!.set(route, list);
          }
        }
        console.log(`bench:compare: ${route} done (${runs} runs per build)`);
      }
    });
  } finally {
    for (const site of sites) site.server.close();
  }
  console.log(
    `\nA: ${dirA}\nB: ${dirB}\n${runs} runs per build and route, interleaved; min / median / max\n`,
  );
  console.log('| route | build | perf | LCP ms | TBT ms | TBT runs | CPU index |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const route of routes) {
    for (const [index, name] of ['A', 'B'].entries()) {
      const list = figures[index]!.get(route)!;
      const s = summariseRuns(list);
      const tbtRuns = list.map((run) => Math.round(run.tbtMs)).join(', ');
      console.log(
        `| ${route} | ${name} | ${spreadText(s.performance)} | ${spreadText(s.lcpMs)} | ${spreadText(s.tbtMs)} | ${tbtRuns} | ${spreadText(s.cpuIndex)} |`,
      );
    }
  }
}

await main();
