/**
 * The resources of synthesized templates by type and count: `npx tsx infra/resource-summary.ts
 * [cdk.out]` after `npm run synth` prints one table per stack.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The most resources a stack may hold: CloudFormation refuses a template over 500, and the last fifty are
 * kept for features to come (a new GraphQL operation costs one resource, its resolver). Engagement letters
 * took the site stack from 388 to about 427 (19 resolvers, the signing area's function and the sealing job's);
 * the next feature of that size wants a nested stack rather than this margin.
 */
export const STACK_RESOURCE_CEILING = 450;

export function resourceCounts(template: {
  Resources?: Record<string, { Type: string }>;
}): [string, number][] {
  const counts = new Map<string, number>();
  for (const resource of Object.values(template.Resources ?? {})) {
    counts.set(resource.Type, (counts.get(resource.Type) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}

export function formatResourceCounts(stackName: string, counts: [string, number][]): string {
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const width = Math.max(...counts.map(([type]) => type.length));
  return [
    `${stackName}: ${total} resources`,
    ...counts.map(([type, count]) => `  ${type.padEnd(width)}  ${count}`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? 'cdk.out';
  for (const file of readdirSync(outDir)
    .filter((name) => name.endsWith('.template.json'))
    .sort()) {
    const template = JSON.parse(readFileSync(join(outDir, file), 'utf8')) as Parameters<
      typeof resourceCounts
    >[0];
    console.log(formatResourceCounts(file.replace(/\.template\.json$/, ''), resourceCounts(template)) + '\n');
  }
}
