/**
 * `npm run bench`: builds the site, serves it over HTTP/2 with the production rules, runs Lighthouse three
 * times per sampled route (median), measures first-load bytes and the Lambda bundles, writes
 * bench/report.md and bench/report.json, and exits non-zero naming every budget that is broken.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newsArticles } from '../frontend/app/content/news';
import { siteDirectory } from '../infra/site/viewer-request';
import { budgets, sampledRoutes } from './bench/budgets';
import { firstLoad, type FirstLoad } from './bench/first-load';
import { startHttp2Site } from './bench/https-server';
import { measureLambdaBundles, type LambdaBundle } from './bench/lambda-bundles';
import { runLighthouse, type LighthouseFigures } from './bench/lighthouse-runs';

const RUNS_PER_ROUTE = Number(process.env.BENCH_RUNS ?? 3);
const BUILD_DIR = 'build/bench';

interface RouteReport {
  route: string;
  lighthouse: LighthouseFigures;
  firstLoad: Omit<FirstLoad, 'js' | 'css'>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function brokenBudgets(routes: RouteReport[], lambdas: LambdaBundle[]): string[] {
  const broken: string[] = [];
  for (const { route, lighthouse, firstLoad: load } of routes) {
    for (const category of ['performance', 'accessibility', 'bestPractices', 'seo'] as const) {
      if (lighthouse[category] < budgets.lighthouseScore) {
        broken.push(`${route}: Lighthouse ${category} ${lighthouse[category]} < ${budgets.lighthouseScore}`);
      }
    }
    if (lighthouse.lcpMs > budgets.largestContentfulPaintMs) {
      broken.push(
        `${route}: LCP ${Math.round(lighthouse.lcpMs)} ms > ${budgets.largestContentfulPaintMs} ms`,
      );
    }
    if (load.includesAmplify) broken.push(`${route}: aws-amplify in the first load`);
  }
  const home = routes.find((report) => report.route === '/');
  if (home && home.firstLoad.jsGzipBytes > budgets.homeFirstLoadJsGzipBytes) {
    broken.push(
      `home first-load JS ${kb(home.firstLoad.jsGzipBytes)} > ${kb(budgets.homeFirstLoadJsGzipBytes)} gzip`,
    );
  }
  if (home && home.firstLoad.cssGzipBytes > budgets.homeFirstLoadCssGzipBytes) {
    broken.push(
      `home first-load CSS ${kb(home.firstLoad.cssGzipBytes)} > ${kb(budgets.homeFirstLoadCssGzipBytes)} gzip`,
    );
  }
  for (const lambda of lambdas) {
    if (lambda.coldImportMs > budgets.lambdaColdImportMs) {
      broken.push(
        `Lambda ${lambda.name}: cold import ${Math.round(lambda.coldImportMs)} ms > ${budgets.lambdaColdImportMs} ms`,
      );
    }
  }
  return broken;
}

function markdown(routes: RouteReport[], lambdas: LambdaBundle[], broken: string[]): string {
  const lines = [
    '# Benchmark report',
    '',
    `Lighthouse ${RUNS_PER_ROUTE} runs per route (median), mobile preset, HTTP/2 on localhost. ${new Date().toISOString()}`,
    '',
    '| route | perf | a11y | best | seo | FCP ms | LCP ms | TBT ms | CLS | transfer | first-load JS gz | CSS gz |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...routes.map(
      ({ route, lighthouse: l, firstLoad: f }) =>
        `| ${route} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${Math.round(l.fcpMs)} | ${Math.round(l.lcpMs)} | ${Math.round(l.tbtMs)} | ${l.cls.toFixed(3)} | ${kb(l.transferBytes)} | ${kb(f.jsGzipBytes)} | ${kb(f.cssGzipBytes)} |`,
    ),
    '',
    '| Lambda bundle | size (minified, SDK external) | cold import (median of 5) |',
    '| --- | --- | --- |',
    ...lambdas.map((l) => `| ${l.name} | ${kb(l.bytes)} | ${Math.round(l.coldImportMs)} ms |`),
    '',
    broken.length ? `## Broken budgets\n\n${broken.map((b) => `- ${b}`).join('\n')}` : 'All budgets met.',
    '',
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const root = process.cwd();
  const started = Date.now();
  console.log('bench: building the site…');
  const buildResult = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SITE_BUILD_DIR: BUILD_DIR },
  });
  if (buildResult.status !== 0) throw new Error('The site build failed.');
  const siteDir = siteDirectory(root, BUILD_DIR);
  const routes = sampledRoutes(newsArticles[0]!.url);

  const { url, server } = await startHttp2Site(siteDir);
  let lighthouse: Map<string, LighthouseFigures>;
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
    const { js: _js, css: _css, ...load } = firstLoad(siteDir, route);
    return { route, lighthouse: lighthouse.get(url + route)!, firstLoad: load };
  });

  console.log('bench: bundling and importing the Lambda handlers…');
  const lambdas = await measureLambdaBundles(root, join(root, 'bench', '.lambda'));

  const broken = brokenBudgets(routeReports, lambdas);
  mkdirSync(join(root, 'bench'), { recursive: true });
  const report = markdown(routeReports, lambdas, broken);
  writeFileSync(join(root, 'bench', 'report.md'), report);
  writeFileSync(
    join(root, 'bench', 'report.json'),
    JSON.stringify(
      { budgets, routes: routeReports, lambdas, broken, seconds: (Date.now() - started) / 1000 },
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
