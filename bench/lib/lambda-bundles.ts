/**
 * Bundles every Lambda handler the stack deploys the way the stack does (esbuild, ESM, minified, AWS SDK v3
 * left to the runtime) and measures each bundle's size and how long a fresh Node process takes to import it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { RESOLVER_AREAS, areaEntry, authorizerEntry } from '../../backend/handlers/graphql/registry';
import { jobs } from '../../backend/handlers/jobs/registry';
import { schedules } from '../../backend/handlers/schedules/registry';

export interface LambdaBundle {
  name: string;
  bytes: number;
  coldImportMs: number;
}

/**
 * The functions the stack builds once each, outside the registries (infra/mail-api.ts, mail-events.ts,
 * malware-protection.ts, site-assets-retention.ts). infra/lambda-entries.test.ts fails when the stack has a
 * function that neither this list nor the registries name, so a new function cannot be left unmeasured.
 */
const SINGLE_FUNCTIONS = [
  { name: 'mail-api', entry: 'api/mail' },
  { name: 'mail-events', entry: 'events/mail-events' },
  { name: 'client-file-promotion', entry: 'events/promote-client-file' },
  { name: 'site-assets-sweeper', entry: 'site/sweep-old-assets' },
];

export interface HandlerEntry {
  name: string;
  /** The handler module relative to backend/handlers, without extension, as the stack names it. */
  entry: string;
  file: string;
}

/** Every function the stack deploys: the GraphQL functions, the jobs, the schedules and the single ones. */
export function handlerEntries(root: string): HandlerEntry[] {
  const entries = [
    { name: 'authorizer', entry: `graphql/${authorizerEntry.entry}` },
    ...RESOLVER_AREAS.map((area) => ({ name: `${area}-resolvers`, entry: `graphql/${areaEntry(area)}` })),
    ...Object.values(jobs).map((job) => ({ name: `job-${job.name}`, entry: `jobs/${job.entry}` })),
    ...schedules.map((schedule) => ({
      name: `schedule-${schedule.name}`,
      entry: `schedules/${schedule.entry}`,
    })),
    ...SINGLE_FUNCTIONS,
  ];
  return entries.map(({ name, entry }) => ({
    name,
    entry,
    file: join(root, 'backend', 'handlers', `${entry}.ts`),
  }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function coldImportMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const runs = Array.from({ length: 5 }, () =>
    Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim(),
    ),
  );
  return median(runs);
}

/** Bundles one handler as the stack deploys it; returns the bundle's size in bytes. */
export async function bundleLambda(file: string, outfile: string): Promise<number> {
  const result = await build({
    entryPoints: [file],
    outfile,
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    external: ['@aws-sdk/*'],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'silent',
  });
  return result.metafile.outputs[Object.keys(result.metafile.outputs)[0]!]!.bytes;
}

export async function measureLambdaBundles(root: string, outDir: string): Promise<LambdaBundle[]> {
  mkdirSync(outDir, { recursive: true });
  const bundles: LambdaBundle[] = [];
  for (const { name, file } of handlerEntries(root)) {
    const outfile = join(outDir, `${name}.mjs`);
    const bytes = await bundleLambda(file, outfile);
    bundles.push({ name, bytes, coldImportMs: coldImportMs(outfile) });
  }
  return bundles;
}
