/** The benchmark's report as Markdown: the Lighthouse rows, first loads, Lambda bundles, broken budgets. */
import { multiplierText } from './cpu-multiplier';
import type { FirstLoad } from './first-load';
import { rowLabel } from './held-budgets';
import type { LambdaBundle } from './lambda-bundles';
import type { LighthouseRow } from './lighthouse-matrix';
import { spreadText } from './spread';

export type LoadFigures = Omit<FirstLoad, 'js' | 'css'>;

export interface PageLoad extends LoadFigures {
  path: string;
}

export interface BenchReport {
  rows: LighthouseRow[];
  runsPerRow: number;
  /** First loads of the public routes Lighthouse measured (staff pages: `staffLoads`). */
  routeLoads: PageLoad[];
  staffLoads: PageLoad[];
  largestSignedIn?: PageLoad;
  lambdas: LambdaBundle[];
  lambdaBudgetMs: number;
  broken: string[];
  /** The machine's cores and 1-minute load average when the Lighthouse runs started and ended. */
  machine: { cores: number; loadAtStart: number; loadAtEnd: number };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => Math.round(value);

/** The machine's cores and load average: above the core count, other work shared the machine. */
function machineText({ cores, loadAtStart, loadAtEnd }: BenchReport['machine']): string {
  const shared = Math.max(loadAtStart, loadAtEnd) > cores;
  return `Machine: ${cores} cores, load average (1 min) ${loadAtStart.toFixed(1)} when the runs started, ${loadAtEnd.toFixed(1)} when they ended${shared ? ': other work shared the machine, so read TBT with the CPU index' : ''}.`;
}

export function lighthouseTable(rows: LighthouseRow[]): string[] {
  return [
    '| route | mode | server | perf | a11y | best | seo | FCP ms | LCP ms | TBT ms | CLS | transfer | CPU index | CPU slowdown for the index | spread |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ route, mode, server, lighthouse: l, wideSpread }) =>
        `| ${route} | ${mode} | ${server} | ${spreadText(l.performance)} | ${l.accessibility.median} | ${l.bestPractices.median} | ${l.seo.median} | ${spreadText(l.fcpMs)} | ${spreadText(l.lcpMs)} | ${spreadText(l.tbtMs)} | ${l.cls.median.toFixed(3)} | ${kb(l.transferBytes.median)} | ${spreadText(l.cpuIndex)} | ${spreadText(l.cpuIndex, multiplierText)} | ${wideSpread.length ? 'WIDE' : 'ok'} |`,
    ),
  ];
}

export function markdown(report: BenchReport): string {
  const { rows, runsPerRow, routeLoads, staffLoads, largestSignedIn, lambdas, broken } = report;
  const flagged = rows.filter((row) => row.wideSpread.length > 0);
  const lines = [
    '# Benchmark report',
    '',
    `Lighthouse ${runsPerRow} runs per route, mode and server, min / median / max, mobile preset (simulated throttling, 4x CPU), HTTP/2 on localhost. ${new Date().toISOString()}`,
    '',
    'Modes: cold = a new Chromium with a new profile per run (new connection, empty cache: a first visit, as PageSpeed Insights measures); warm = one Chromium kept across runs, warmed first. Servers: site = the product’s site server with the production rules; static = a plain static HTTP/2 server (the S3 + CloudFront stand-in). Budgets hold the cold medians on every server; warm rows are reported, not held.',
    '',
    machineText(report.machine),
    '',
    'CPU index is Lighthouse’s benchmarkIndex, the machine’s speed during the runs (TBT follows it); the CPU slowdown is what Lighthouse’s CPU throttling calculator suggests for that index to emulate its target phone (the preset always applies 4x).',
    '',
    ...lighthouseTable(rows),
    '',
    flagged.length
      ? `## Wide spread: re-measure these rows on a quieter machine before trusting them\n\n${flagged.map((row) => `- ${rowLabel(row)}: ${row.wideSpread.join(', ')}`).join('\n')}\n`
      : 'Every row’s runs agree (no wide spread).\n',
    '| page | first-load JS gz | CSS gz |',
    '| --- | --- | --- |',
    ...[...routeLoads, ...staffLoads].map(
      (load) => `| ${load.path} | ${kb(load.jsGzipBytes)} | ${kb(load.cssGzipBytes)} |`,
    ),
    '',
    largestSignedIn ? `Largest screen behind the sign-in: ${largestSignedIn.path}.\n` : '',
    ...(lambdas.length
      ? [
          `| Lambda bundle | size (minified, SDK external) | cold import (median of 5; budget ${report.lambdaBudgetMs} ms) | its CPU time | of which the AWS SDK alone |`,
          '| --- | --- | --- | --- | --- |',
          ...lambdas.map(
            (l) =>
              `| ${l.name} | ${kb(l.bytes)} | ${ms(l.coldImportMs)} ms | ${ms(l.coldImportCpuMs)} ms | ${ms(l.sdkImportMs)} ms |`,
          ),
          '',
        ]
      : ['Lambda bundles not measured (BENCH_ROUTES set, or BENCH_LAMBDAS=0).', '']),
    broken.length ? `## Broken budgets\n\n${broken.map((b) => `- ${b}`).join('\n')}` : 'All budgets met.',
    '',
  ];
  return lines.join('\n');
}
