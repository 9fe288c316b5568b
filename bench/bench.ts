/**
 * `npm run bench`: builds the site, serves it over HTTP/2 with the production rules, runs Lighthouse five
 * times per sampled route (min / median / max; budgets hold the median, and a route whose runs disagree is
 * flagged for a re-measure), measures the first-load bytes of public and staff pages and the Lambda bundles,
 * writes bench/report.md and bench/report.json, and exits non-zero naming every budget that is broken.
 *
 * For quicker experiments: BENCH_RUNS (runs per route), BENCH_ROUTES (comma-separated routes for Lighthouse;
 * the Lambda bundles are then skipped) and BENCH_SITE_DIR (measure an existing build's client folder instead
 * of building). To compare two builds, `npm run bench:compare` measures them in turn, run by run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newsArticles } from '../frontend/app/content/news.server';
import { STAFF_PATHS } from '../frontend/app/config/paths';
import { budgets, sampledRoutes, signedInPaths, staffLighthouseRoutes } from './lib/budgets';
import { firstLoad, staffFirstLoad, type FirstLoad } from './lib/first-load';
import { startHttp2Site } from './lib/https-server';
import { benchSiteBuild } from './lib/site-build';
import { measureLambdaBundles, type LambdaBundle } from './lib/lambda-bundles';
import { runLighthouse } from './lib/lighthouse-runs';
import { spreadText, wideSpreads, type LighthouseSpread } from './lib/spread';

const RUNS_PER_ROUTE = Number(process.env.BENCH_RUNS ?? 5);
const ROUTE_FILTER = process.env.BENCH_ROUTES?.split(',')
  .map((route) => route.trim())
  .filter(Boolean);
const BUILD_DIR = 'build/bench';

type LoadFigures = Omit<FirstLoad, 'js' | 'css'>;

interface RouteReport {
  route: string;
  staff: boolean;
  lighthouse: LighthouseSpread;
  /** Why the runs of this route disagree (empty when they agree). */
  wideSpread: string[];
  firstLoad: LoadFigures;
}

interface StaffLoad extends LoadFigures {
  path: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => Math.round(value);

const SCORES = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;

function routeBudgets({ route, staff, lighthouse, firstLoad: load }: RouteReport): string[] {
  const broken: string[] = [];
  // The sign-in page is noindex on purpose, so Lighthouse's "page is blocked from indexing" costs SEO: it
  // is held to every other budget of the public pages (it is pre-rendered like them).
  const held = staff ? SCORES.filter((category) => category !== 'seo') : SCORES;
  for (const category of held) {
    if (lighthouse[category].median < budgets.lighthouseScore) {
      broken.push(
        `${route}: Lighthouse ${category} ${lighthouse[category].median} < ${budgets.lighthouseScore}`,
      );
    }
  }
  if (lighthouse.lcpMs.median > budgets.largestContentfulPaintMs) {
    broken.push(`${route}: LCP ${ms(lighthouse.lcpMs.median)} ms > ${budgets.largestContentfulPaintMs} ms`);
  }
  if (lighthouse.tbtMs.median > budgets.totalBlockingTimeMs) {
    broken.push(`${route}: TBT ${ms(lighthouse.tbtMs.median)} ms > ${budgets.totalBlockingTimeMs} ms`);
  }
  if (lighthouse.cls.median > budgets.cumulativeLayoutShift) {
    broken.push(`${route}: CLS ${lighthouse.cls.median.toFixed(3)} > ${budgets.cumulativeLayoutShift}`);
  }
  if (load.includesAmplify) broken.push(`${route}: aws-amplify in the first load`);
  return broken;
}

function brokenBudgets(routes: RouteReport[], staffLoads: StaffLoad[], lambdas: LambdaBundle[]): string[] {
  const broken = routes.flatMap(routeBudgets);
  const over = (label: string, bytes: number, budget: number) =>
    bytes > budget ? [`${label} ${kb(bytes)} > ${kb(budget)} gzip`] : [];
  const home = routes.find((report) => report.route === '/');
  if (home) {
    broken.push(...over('home first-load JS', home.firstLoad.jsGzipBytes, budgets.homeFirstLoadJsGzipBytes));
    broken.push(
      ...over('home first-load CSS', home.firstLoad.cssGzipBytes, budgets.homeFirstLoadCssGzipBytes),
    );
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

function markdown(
  routes: RouteReport[],
  staffLoads: StaffLoad[],
  lambdas: LambdaBundle[],
  broken: string[],
): string {
  const flagged = routes.filter((report) => report.wideSpread.length > 0);
  const largestSignedIn = staffLoads
    .filter((load) => signedInPaths().includes(load.path))
    .sort((a, b) => b.jsGzipBytes - a.jsGzipBytes)[0];
  const lines = [
    '# Benchmark report',
    '',
    `Lighthouse ${RUNS_PER_ROUTE} runs per route, min / median / max (budgets hold the median), mobile preset, HTTP/2 on localhost. ${new Date().toISOString()}`,
    '',
    'CPU index is Lighthouse’s benchmarkIndex, the machine’s speed during the runs: TBT follows it.',
    '',
    '| route | perf | a11y | best | seo | FCP ms | LCP ms | TBT ms | CLS | transfer | first-load JS gz | CSS gz | CPU index | spread |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...routes.map(
      ({ route, lighthouse: l, firstLoad: f, wideSpread }) =>
        `| ${route} | ${spreadText(l.performance)} | ${l.accessibility.median} | ${l.bestPractices.median} | ${l.seo.median} | ${spreadText(l.fcpMs)} | ${spreadText(l.lcpMs)} | ${spreadText(l.tbtMs)} | ${l.cls.median.toFixed(3)} | ${kb(l.transferBytes.median)} | ${kb(f.jsGzipBytes)} | ${kb(f.cssGzipBytes)} | ${spreadText(l.cpuIndex)} | ${wideSpread.length ? 'WIDE' : 'ok'} |`,
    ),
    '',
    flagged.length
      ? `## Wide spread: re-measure these routes on a quieter machine before trusting them\n\n${flagged.map((report) => `- ${report.route}: ${report.wideSpread.join(', ')}`).join('\n')}\n`
      : 'Every route’s runs agree (no wide spread).\n',
    '| staff page | first-load JS gz | CSS gz |',
    '| --- | --- | --- |',
    ...staffLoads.map((load) => `| ${load.path} | ${kb(load.jsGzipBytes)} | ${kb(load.cssGzipBytes)} |`),
    '',
    largestSignedIn ? `Largest screen behind the sign-in: ${largestSignedIn.path}.\n` : '',
    ...(lambdas.length
      ? [
          '| Lambda bundle | size (minified, SDK external) | cold import (median of 5) |',
          '| --- | --- | --- |',
          ...lambdas.map((l) => `| ${l.name} | ${kb(l.bytes)} | ${ms(l.coldImportMs)} ms |`),
          '',
        ]
      : ['Lambda bundles not measured (BENCH_ROUTES set).', '']),
    broken.length ? `## Broken budgets\n\n${broken.map((b) => `- ${b}`).join('\n')}` : 'All budgets met.',
    '',
  ];
  return lines.join('\n');
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

  const { url, server } = await startHttp2Site(siteDir);
  let lighthouse: Map<string, LighthouseSpread>;
  try {
    console.log(`bench: Lighthouse on ${routes.length} routes × ${RUNS_PER_ROUTE} runs at ${url}…`);
    lighthouse = await runLighthouse(
      routes.map((route) => url + route),
      RUNS_PER_ROUTE,
    );
  } finally {
    server.close();
  }
  const routeReports: RouteReport[] = routes.map((route) => {
    const staff = !publicRoutes.includes(route);
    const {
      js: _js,
      css: _css,
      ...load
    } = staff ? staffFirstLoad(siteDir, route)! : firstLoad(siteDir, route);
    const figures = lighthouse.get(url + route)!;
    return { route, staff, lighthouse: figures, wideSpread: wideSpreads(figures), firstLoad: load };
  });
  const staffLoads: StaffLoad[] = STAFF_PATHS.flatMap((path) => {
    const load = staffFirstLoad(siteDir, path);
    if (!load) return [];
    const { js: _js, css: _css, ...figures } = load;
    return [{ path, ...figures }];
  });

  let lambdas: LambdaBundle[] = [];
  if (!ROUTE_FILTER) {
    console.log('bench: bundling and importing the Lambda handlers…');
    lambdas = await measureLambdaBundles(root, join(root, 'bench', '.lambda'));
  }

  const broken = brokenBudgets(routeReports, staffLoads, lambdas);
  mkdirSync(join(root, 'bench'), { recursive: true });
  const report = markdown(routeReports, staffLoads, lambdas, broken);
  writeFileSync(join(root, 'bench', 'report.md'), report);
  writeFileSync(
    join(root, 'bench', 'report.json'),
    JSON.stringify(
      {
        budgets,
        runsPerRoute: RUNS_PER_ROUTE,
        routes: routeReports,
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
