/**
 * `npm run bench:compare -- <client folder A> <client folder B> [route ...]`: two site builds measured by
 * Lighthouse in turn, run by run (A, B, A, B…), so both meet the same machine. On this VM a run's Total
 * Blocking Time follows the machine's speed (Lighthouse's CPU index swings 900-2200 within minutes) more
 * than any one change, and two `npm run bench` runs minutes apart cannot tell a 50 ms gain from noise.
 * BENCH_RUNS sets the runs per build and route (7 by default); BENCH_MODES the browser modes (warm by
 * default, one Chromium kept across runs; `cold` starts a new Chromium per run, a first visit). Both builds
 * are served by the product's site server. Build a variant with `SITE_BUILD_DIR=/tmp/variant npm run build`;
 * its client folder is /tmp/variant/client.
 */
import { newsArticles } from '../frontend/app/content/news.server';
import { sampledRoutes } from './lib/budgets';
import { multiplierText } from './lib/cpu-multiplier';
import { startHttp2Site } from './lib/https-server';
import { BENCH_MODES, listSetting, measureMatrix } from './lib/lighthouse-matrix';
import { spreadText } from './lib/spread';

const DEFAULT_RUNS = 7;

async function main(): Promise<void> {
  const [dirA, dirB, ...routeArgs] = process.argv.slice(2);
  if (!dirA || !dirB) {
    console.error('usage: npm run bench:compare -- <client folder A> <client folder B> [route ...]');
    process.exit(2);
  }
  const routes = routeArgs.length ? routeArgs : sampledRoutes(newsArticles[0]!.url);
  const runs = Number(process.env.BENCH_RUNS ?? DEFAULT_RUNS);
  const modes = listSetting('BENCH_MODES', process.env.BENCH_MODES || 'warm', BENCH_MODES);
  const sites = await Promise.all([dirA, dirB].map((dir) => startHttp2Site(dir)));
  let rows;
  try {
    rows = await measureMatrix({
      routes,
      servers: sites.map(({ url }, index) => ({ name: index ? 'B' : 'A', url })),
      modes,
      runsPerRow: runs,
    });
  } finally {
    for (const site of sites) site.server.close();
  }
  console.log(
    `\nA: ${dirA}\nB: ${dirB}\n${runs} runs per build, route and mode, interleaved; min / median / max\n`,
  );
  console.log(
    '| route | mode | build | perf | LCP ms | TBT ms | TBT runs | CPU index | CPU slowdown for the index |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { route, mode, server, runs: list, lighthouse: s } of rows) {
    const tbtRuns = list.map((run) => Math.round(run.tbtMs)).join(', ');
    console.log(
      `| ${route} | ${mode} | ${server} | ${spreadText(s.performance)} | ${spreadText(s.lcpMs)} | ${spreadText(s.tbtMs)} | ${tbtRuns} | ${spreadText(s.cpuIndex)} | ${spreadText(s.cpuIndex, multiplierText)} |`,
    );
  }
}

await main();
