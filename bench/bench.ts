/**
 * `npm run bench`: builds the site and runs Lighthouse on every sampled route, by default in both browser
 * modes (cold: a new Chromium and profile per run, a first visit; warm: one Chromium kept across runs) and
 * through both servers (the product's site server with the production rules, and a plain static HTTP/2
 * server, the S3 + CloudFront stand-in), five runs each (min / median / max, with Lighthouse's CPU index and
 * the CPU slowdown its calculator suggests for it). Budgets hold the cold medians on every server; a row whose
 * runs disagree is flagged for a re-measure. Also measures the first-load bytes of public and staff pages and
 * every Lambda bundle's cold import, writes bench/report.md and bench/report.json, and exits non-zero naming
 * every budget that is broken.
 *
 * Settings: BENCH_RUNS (runs per route, mode and server), BENCH_MODES (cold,warm), BENCH_SERVERS
 * (site,static), BENCH_ROUTES (comma-separated routes; the Lambda bundles are then skipped unless
 * BENCH_LAMBDAS=1; BENCH_LAMBDAS=0 always skips them) and BENCH_SITE_DIR (measure an existing build's client
 * folder instead of building). To compare two builds, `npm run bench:compare` measures them in turn.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { newsArticles } from '../frontend/app/content/news.server';
import { STAFF_PATHS } from '../frontend/app/config/paths';
import { markdown, type PageLoad } from './lib/bench-report';
import { budgets, sampledRoutes, signedInPaths, staffLighthouseRoutes } from './lib/budgets';
import { firstLoad, staffFirstLoad } from './lib/first-load';
import { brokenRowBudgets } from './lib/held-budgets';
import { startHttp2Site } from './lib/https-server';
import { measureLambdaBundles, type LambdaBundle } from './lib/lambda-bundles';
import {
  BENCH_MODES,
  BENCH_SERVERS,
  listSetting,
  measureMatrix,
  type BenchServer,
  type LighthouseRow,
} from './lib/lighthouse-matrix';
import { benchSiteBuild } from './lib/site-build';
import { startStaticSite } from './lib/static-server';

const RUNS_PER_ROW = Number(process.env.BENCH_RUNS ?? 5);
const MODES = listSetting('BENCH_MODES', process.env.BENCH_MODES, BENCH_MODES);
const SERVERS = listSetting('BENCH_SERVERS', process.env.BENCH_SERVERS, BENCH_SERVERS);
const ROUTE_FILTER = process.env.BENCH_ROUTES?.split(',')
  .map((route) => route.trim())
  .filter(Boolean);
/** The Lambda bundles: measured unless BENCH_ROUTES narrows the run; BENCH_LAMBDAS=1 or 0 decides instead. */
const MEASURE_LAMBDAS = process.env.BENCH_LAMBDAS ? process.env.BENCH_LAMBDAS !== '0' : !ROUTE_FILTER;
const BUILD_DIR = 'build/bench';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => Math.round(value);

function loadOf(path: string, load: ReturnType<typeof firstLoad>): PageLoad {
  const { js: _js, css: _css, ...figures } = load;
  return { path, ...figures };
}

function brokenBudgets(
  rows: LighthouseRow[],
  staffRoutes: string[],
  routeLoads: PageLoad[],
  staffLoads: PageLoad[],
  lambdas: LambdaBundle[],
): string[] {
  const broken = rows.flatMap((row) => brokenRowBudgets(row, staffRoutes.includes(row.route)));
  const over = (label: string, bytes: number, budget: number) =>
    bytes > budget ? [`${label} ${kb(bytes)} > ${kb(budget)} gzip`] : [];
  for (const load of routeLoads) {
    if (load.includesAmplify) broken.push(`${load.path}: aws-amplify in the first load`);
  }
  const home = routeLoads.find((load) => load.path === '/');
  if (home) {
    broken.push(...over('home first-load JS', home.jsGzipBytes, budgets.homeFirstLoadJsGzipBytes));
    broken.push(...over('home first-load CSS', home.cssGzipBytes, budgets.homeFirstLoadCssGzipBytes));
  }
  for (const load of staffLoads) {
    const budget = signedInPaths().includes(load.path)
      ? budgets.signedInFirstLoadJsGzipBytes
      : budgets.loginFirstLoadJsGzipBytes;
    broken.push(...over(`${load.path} first-load JS`, load.jsGzipBytes, budget));
    if (load.includesAmplify) broken.push(`${load.path}: aws-amplify in the first load`);
  }
  for (const lambda of lambdas) {
    if (lambda.coldImportMs > budgets.lambdaColdImportMs) {
      broken.push(
        `Lambda ${lambda.name}: cold import ${ms(lambda.coldImportMs)} ms > ${budgets.lambdaColdImportMs} ms`,
      );
    }
  }
  return broken;
}

/** Starts the servers asked for; returns them with one function that closes them all. */
async function startServers(siteDir: string) {
  const started: { name: BenchServer; url: string; close: () => void }[] = [];
  for (const name of SERVERS) {
    if (name === 'site') {
      const { url, server } = await startHttp2Site(siteDir);
      started.push({ name, url, close: () => server.close() });
    } else {
      const { url, close } = await startStaticSite(siteDir);
      started.push({ name, url, close });
    }
  }
  return { servers: started, close: () => started.forEach((server) => server.close()) };
}

async function main(): Promise<void> {
  const root = process.cwd();
  const started = Date.now();
  if (!process.env.BENCH_SITE_DIR) console.log('bench: building the site…');
  const siteDir = benchSiteBuild(root, BUILD_DIR);
  const publicRoutes = sampledRoutes(newsArticles[0]!.url);
  const routes = [...publicRoutes, ...staffLighthouseRoutes].filter(
    (route) => !ROUTE_FILTER || ROUTE_FILTER.includes(route),
  );

  const { servers, close } = await startServers(siteDir);
  const loadAtStart = loadavg()[0]!;
  let rows: LighthouseRow[];
  try {
    console.log(
      `bench: Lighthouse on ${routes.length} routes × ${MODES.join('/')} × ${servers.map((s) => `${s.name} ${s.url}`).join(', ')} × ${RUNS_PER_ROW} runs…`,
    );
    rows = await measureMatrix({ routes, servers, modes: MODES, runsPerRow: RUNS_PER_ROW });
  } finally {
    close();
  }
  const machine = { cores: availableParallelism(), loadAtStart, loadAtEnd: loadavg()[0]! };
  const staffRoutes = routes.filter((route) => !publicRoutes.includes(route));
  const routeLoads = routes
    .filter((route) => publicRoutes.includes(route))
    .map((route) => loadOf(route, firstLoad(siteDir, route)));
  const staffLoads: PageLoad[] = STAFF_PATHS.flatMap((path) => {
    const load = staffFirstLoad(siteDir, path);
    return load ? [loadOf(path, load)] : [];
  });

  let lambdas: LambdaBundle[] = [];
  if (MEASURE_LAMBDAS) {
    console.log('bench: bundling and importing the Lambda handlers…');
    lambdas = await measureLambdaBundles(root, join(root, 'bench', '.lambda'));
  }

  const broken = brokenBudgets(rows, staffRoutes, routeLoads, staffLoads, lambdas);
  const largestSignedIn = staffLoads
    .filter((load) => signedInPaths().includes(load.path))
    .sort((a, b) => b.jsGzipBytes - a.jsGzipBytes)[0];
  const report = markdown({
    rows,
    runsPerRow: RUNS_PER_ROW,
    routeLoads,
    staffLoads,
    largestSignedIn,
    lambdas,
    lambdaBudgetMs: budgets.lambdaColdImportMs,
    broken,
    machine,
  });
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench', 'report.md'), report);
  writeFileSync(
    join(root, 'bench', 'report.json'),
    JSON.stringify(
      {
        budgets,
        runsPerRow: RUNS_PER_ROW,
        modes: MODES,
        servers: SERVERS,
        machine,
        rows,
        routeLoads,
        staffPages: staffLoads,
        lambdas,
        broken,
        seconds: (Date.now() - started) / 1000,
      },
      null,
      2,
    ),
  );
  console.log(
    `\n${report}\nbench: ${((Date.now() - started) / 1000).toFixed(0)} s; report in bench/report.md`,
  );
  if (broken.length) {
    console.error(`bench: ${broken.length} budget(s) broken:\n${broken.map((b) => `  - ${b}`).join('\n')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
