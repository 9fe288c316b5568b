/**
 * The resources of synthesized templates by type and count: `npx tsx infra/resource-summary.ts
 * [cdk.out]` after `npm run synth` prints one table per stack, nested stacks (`*.nested.template.json`,
 * e.g. the FeatureResolvers of infra/graphql-api.ts) included: each is a template of its own, under the
 * same ceiling.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NestedStack, type App } from 'aws-cdk-lib';

/**
 * The most resources a stack may hold: CloudFormation refuses a template over 500, and the last ninety are kept
 * for what cannot move to the FeatureResolvers nested stack (tables, jobs, alarms). New resolvers go there
 * (decision 025), and each nested template is held to the same ceiling. The site stack holds 401-403 with the
 * signing and client-portal areas in it; nesting a new area (NESTED_AREAS) is the next step, once the stack
 * tests read a function's resources from its own stack's template.
 */
export const STACK_RESOURCE_CEILING = 410;

export interface TemplateJson {
  Resources?: Record<string, { Type: string }>;
}

/** Every template of the app, each nested stack's too (named by its construct path), as CloudFormation gets them. */
export function appTemplates(app: App): { name: string; template: TemplateJson }[] {
  const assembly = app.synth();
  const nested = app.node
    .findAll()
    .filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct));
  return [
    ...assembly.stacks.map((stack) => ({ name: stack.stackName, template: stack.template as TemplateJson })),
    ...nested.map((stack) => ({
      name: stack.node.path,
      template: JSON.parse(
        readFileSync(join(assembly.directory, stack.templateFile), 'utf8'),
      ) as TemplateJson,
    })),
  ];
}

export function resourceCounts(template: TemplateJson): [string, number][] {
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
    const template = JSON.parse(readFileSync(join(outDir, file), 'utf8')) as TemplateJson;
    console.log(formatResourceCounts(file.replace(/\.template\.json$/, ''), resourceCounts(template)) + '\n');
  }
}
