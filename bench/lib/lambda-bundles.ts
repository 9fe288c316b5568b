/**
 * Bundles every Lambda handler the way the stack does (esbuild, ESM, minified, AWS SDK v3 left to the
 * runtime) and measures each bundle's size and how long a fresh Node process takes to import it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { RESOLVER_AREAS, areaEntry, authorizerEntry } from '../../backend/handlers/graphql/registry';

export interface LambdaBundle {
  name: string;
  bytes: number;
  coldImportMs: number;
}

export function handlerEntries(root: string): { name: string; file: string }[] {
  const graphql = (entry: string) => join(root, 'backend', 'handlers', 'graphql', `${entry}.ts`);
  return [
    { name: 'authorizer', file: graphql(authorizerEntry.entry) },
    ...RESOLVER_AREAS.map((area) => ({ name: `${area}-resolvers`, file: graphql(areaEntry(area)) })),
    { name: 'mail-api', file: join(root, 'backend', 'handlers', 'api', 'mail.ts') },
  ];
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
