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
  /** The CPU time (user + system) of that import: what the wall time comes down to on an idle machine. */
  coldImportCpuMs: number;
  /**
   * The part of the cold import that is the AWS SDK: a fresh process importing only the SDK packages the
   * bundle imports (they stay outside the bundle; the Lambda runtime has them on disk, not loaded).
   */
  sdkImportMs: number;
}

/**
 * The functions the stack builds once each, outside the registries (infra/mail-api.ts, mail-events.ts,
 * malware-protection.ts, site-assets-retention.ts). infra/lambda-entries.test.ts fails when the stack has a
 * function that neither this list nor the registries name, so a new function cannot be left unmeasured.
 */
const SINGLE_FUNCTIONS = [
  { name: 'mail-api', entry: 'api/mail' },
  { name: 'calendar-api', entry: 'api/calendar' },
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

/**
 * The medians of 5 fresh Node processes each timing `import`s of `specifiers` (run from `cwd`): the wall time,
 * and the CPU time (user + system) the process spent on them, which a busy machine inflates far less.
 */
function coldImport(specifiers: string[], cwd: string): { wallMs: number; cpuMs: number } {
  const imports = specifiers.map((specifier) => `await import(${JSON.stringify(specifier)});`).join(' ');
  const script =
    `const t = performance.now(); const c = process.cpuUsage(); ${imports} ` +
    'const { user, system } = process.cpuUsage(c); ' +
    'console.log(JSON.stringify([performance.now() - t, (user + system) / 1000]));';
  const runs = Array.from(
    { length: 5 },
    () =>
      JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8' }),
      ) as [number, number],
  );
  return { wallMs: median(runs.map(([wall]) => wall)), cpuMs: median(runs.map(([, cpu]) => cpu)) };
}

/** Bundles one handler as the stack deploys it: its size in bytes and the AWS SDK packages it loads at start. */
export async function bundleLambda(
  file: string,
  outfile: string,
): Promise<{ bytes: number; sdkPackages: string[] }> {
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
  const output = result.metafile.outputs[Object.keys(result.metafile.outputs)[0]!]!;
  // Loaded when the function starts; a dynamic import() of a package (loaded on first use) is not.
  const sdkPackages = output.imports
    .filter(
      ({ external, kind, path }) => external && kind === 'import-statement' && path.startsWith('@aws-sdk/'),
    )
    .map(({ path }) => path);
  return { bytes: output.bytes, sdkPackages: [...new Set(sdkPackages)] };
}

export async function measureLambdaBundles(root: string, outDir: string): Promise<LambdaBundle[]> {
  mkdirSync(outDir, { recursive: true });
  const bundles: LambdaBundle[] = [];
  for (const { name, file } of handlerEntries(root)) {
    const outfile = join(outDir, `${name}.mjs`);
    const { bytes, sdkPackages } = await bundleLambda(file, outfile);
    const { wallMs, cpuMs } = coldImport([outfile], root);
    bundles.push({
      name,
      bytes,
      coldImportMs: wallMs,
      coldImportCpuMs: cpuMs,
      sdkImportMs: sdkPackages.length ? coldImport(sdkPackages, root).wallMs : 0,
    });
  }
  return bundles;
}
