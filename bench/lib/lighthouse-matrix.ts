/**
 * Lighthouse over every sampled route x server x browser mode, several runs each, summed up as one row per
 * route, mode and server (min / median / max). Cold runs (the default, what a first-time visitor gets) start a
 * Chromium per run; warm runs share one Chromium, warmed first on each server. Within a mode the servers are
 * measured in turn, run by run (in alternating order), so both meet the same machine speed.
 */
import { coldFigures, measuredFigures, withLighthouseChrome } from './lighthouse-runs';
import { summariseRuns, wideSpreads, type LighthouseFigures, type LighthouseSpread } from './spread';

export const BENCH_MODES = ['cold', 'warm'] as const;
export type BenchMode = (typeof BENCH_MODES)[number];

/** The product's site server (production rules), and a plain static HTTP/2 server (S3 + CloudFront stand-in). */
export const BENCH_SERVERS = ['site', 'static'] as const;
export type BenchServer = (typeof BENCH_SERVERS)[number];

/**
 * A comma-separated setting of allowed values, in the order given; every allowed value when unset or empty.
 * An unknown value is an error rather than a silently smaller benchmark.
 */
export function listSetting<T extends string>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
): T[] {
  const values = (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.length === 0) return [...allowed];
  const unknown = values.filter((value) => !allowed.includes(value as T));
  if (unknown.length) {
    throw new Error(`${name}: unknown ${unknown.join(', ')} (one or more of ${allowed.join(', ')})`);
  }
  return [...new Set(values)] as T[];
}

export interface Sample {
  route: string;
  /** A BenchServer for `npm run bench`; `npm run bench:compare` names its two builds instead. */
  server: string;
  mode: BenchMode;
  figures: LighthouseFigures;
}

export interface LighthouseRow {
  route: string;
  server: string;
  mode: BenchMode;
  /** Every run's figures, in the order measured. */
  runs: LighthouseFigures[];
  lighthouse: LighthouseSpread;
  /** Why the runs of this row disagree (empty when they agree). */
  wideSpread: string[];
}

export interface MatrixAxes {
  routes: string[];
  servers: string[];
  modes: BenchMode[];
}

/** One row per route, then mode, then server (in the axes' order), for every combination that has runs. */
export function rowsOf(samples: Sample[], { routes, servers, modes }: MatrixAxes): LighthouseRow[] {
  return routes.flatMap((route) =>
    modes.flatMap((mode) =>
      servers.flatMap((server) => {
        const runs = samples
          .filter((s) => s.route === route && s.server === server && s.mode === mode)
          .map((s) => s.figures);
        if (runs.length === 0) return [];
        const lighthouse = summariseRuns(runs);
        return [{ route, server, mode, runs, lighthouse, wideSpread: wideSpreads(lighthouse) }];
      }),
    ),
  );
}

export interface MatrixPlan extends Omit<MatrixAxes, 'servers'> {
  /** Each server measured, with the origin it listens on. */
  servers: { name: string; url: string }[];
  runsPerRow: number;
}

export async function measureMatrix({
  routes,
  servers,
  modes,
  runsPerRow,
}: MatrixPlan): Promise<LighthouseRow[]> {
  const samples: Sample[] = [];
  if (routes.length === 0) return [];
  const sweep = async (mode: BenchMode, measure: (url: string) => Promise<LighthouseFigures>) => {
    for (const route of routes) {
      for (let run = 0; run < runsPerRow; run += 1) {
        // Each server goes first in every other run, so neither always meets the machine first.
        for (const server of run % 2 ? [...servers].reverse() : servers) {
          samples.push({ route, server: server.name, mode, figures: await measure(server.url + route) });
        }
      }
      console.log(`bench: ${route} ${mode} done (${runsPerRow} runs x ${servers.length} server(s))`);
    }
  };
  for (const mode of modes) {
    if (mode === 'cold') {
      // The very first run of the benchmark, the first Chromium started after the build, was the slowest
      // in both runs seen (LCP 1.75 and 2.28 s, FCP the same; the later cold runs painted near 0.95 s),
      // most likely the machine's cold file cache: one discarded run, so the counted runs measure a new
      // browser and profile, not the first start after a build.
      await coldFigures(servers[0]!.url + routes[0]);
      await sweep(mode, coldFigures);
    } else {
      const warmUrls = servers.map((server) => server.url + routes[0]);
      await withLighthouseChrome(warmUrls, (port) => sweep(mode, (url) => measuredFigures(url, port)));
    }
  }
  return rowsOf(samples, { routes, servers: servers.map((server) => server.name), modes });
}
