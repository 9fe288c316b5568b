/**
 * The site stack's resolvers are frozen where they are (infra/site-stack-resolvers.json): a new registry
 * field, and every function of an area listed in NESTED_AREAS, goes into the FeatureResolvers nested
 * stack (docs/decisions/025-resolvers-in-a-nested-stack.md).
 */
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { resolvers, type ResolverEntry } from '../backend/handlers/graphql/registry';
import { NESTED_AREAS, SITE_STACK_RESOLVERS, fieldOf, resolverId } from './graphql-api';
import { STACK_RESOURCE_CEILING, appTemplates } from './resource-summary';
import { logicalId, useTestApp, type TestApp } from './test-app';

/** A field no schema has yet, served by an area already deployed: what a feature adds. */
const PROBE: ResolverEntry = {
  ...resolvers.find((entry) => entry.area === 'intake')!,
  fieldName: 'probeField',
};

const asDeployed = useTestApp();
const withNewField = useTestApp({ resolvers: [...resolvers, PROBE] });
const withNestedPosts = useTestApp({ nestedAreas: ['posts'] });

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

const resourcesOf = (template: Template) => template.toJSON().Resources as Resources;

const nestedTemplate = (built: TestApp) => {
  const nested = built.stack.graphql.featureResolvers;
  if (!nested) throw new Error('no FeatureResolvers nested stack');
  return Template.fromStack(nested);
};

/** `Type.field` → the logical ids of its resolvers in one template. */
function resolversByField(template: Template): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const [id, resource] of Object.entries(template.findResources('AWS::AppSync::Resolver'))) {
    const field = `${resource.Properties.TypeName}.${resource.Properties.FieldName}`;
    byField.set(field, [...(byField.get(field) ?? []), id]);
  }
  return byField;
}

/** Each registry field has one resolver: a frozen one in the site stack under its old id, any other nested. */
function expectPlacement(built: TestApp, entries: readonly ResolverEntry[]) {
  const parent = resolversByField(built.template);
  const nested = built.stack.graphql.featureResolvers
    ? resolversByField(nestedTemplate(built))
    : new Map<string, string[]>();
  for (const entry of entries) {
    const field = fieldOf(entry);
    const frozenId = SITE_STACK_RESOLVERS[field];
    if (frozenId) {
      expect(parent.get(field), field).toEqual([frozenId]);
      expect(nested.get(field), field).toBeUndefined();
    } else {
      expect(parent.get(field), field).toBeUndefined();
      expect(nested.get(field), field).toHaveLength(1);
      expect(nested.get(field)![0]!.startsWith(resolverId(entry)), field).toBe(true);
    }
  }
  expect(parent.size + nested.size).toBe(entries.length);
}

describe('the frozen list of the site stack’s resolvers', () => {
  it('holds every field the registry had when it was frozen, and the registry still serves each', () => {
    expect(Object.keys(SITE_STACK_RESOLVERS)).toHaveLength(108);
    const registered = new Set(resolvers.map(fieldOf));
    for (const field of Object.keys(SITE_STACK_RESOLVERS)) expect(registered, field).toContain(field);
  });

  it('names no area in NESTED_AREAS whose fields are frozen (its function would move)', () => {
    for (const area of NESTED_AREAS) {
      const frozen = resolvers.filter(
        (entry) => entry.area === area && fieldOf(entry) in SITE_STACK_RESOLVERS,
      );
      expect(frozen.map(fieldOf), area).toEqual([]);
    }
  });
});

describe('the resolvers of the registry', () => {
  it('keep the frozen ones in the site stack under their logical ids, every other one nested', () => {
    expectPlacement(asDeployed, resolvers);
  });

  it('put a new field in the nested stack with no other edit, against the site stack’s API and data source', () => {
    expectPlacement(withNewField, [...resolvers, PROBE]);
    const nested = resourcesOf(nestedTemplate(withNewField));
    const [probe] = Object.values(nested).filter(
      (resource) =>
        resource.Type === 'AWS::AppSync::Resolver' && resource.Properties.FieldName === 'probeField',
    );
    // The nested stack takes the API's id as a parameter, and is created after the intake area's data source.
    const parameterOf = (value: unknown) => (value as { Ref: string }).Ref;
    const stackResource = resourcesOf(withNewField.template)[
      logicalId(withNewField.stack.graphql.featureResolvers!.nestedStackResource!)
    ]!;
    const parameters = stackResource.Properties.Parameters as Record<string, unknown>;
    expect(parameters[parameterOf(probe!.Properties.ApiId)]).toEqual({
      'Fn::GetAtt': [logicalId(withNewField.stack.graphql.api), 'ApiId'],
    });
    expect(probe!.Properties.DataSourceName).toBe('IntakeResolversSource');
    expect(JSON.stringify(stackResource)).toContain('GraphqlApiIntakeResolversSource');
    expect(nested).not.toHaveProperty(logicalId(withNewField.stack.graphql.areaFunctions.intake!.function));
  });
});

describe('an area in NESTED_AREAS', () => {
  it('has its function, role, log group, alarm and data source in the nested stack', () => {
    const posts = withNestedPosts.stack.graphql.areaFunctions.posts!;
    const nested = nestedTemplate(withNestedPosts);
    const nestedResources = resourcesOf(nested);
    const parentResources = resourcesOf(withNestedPosts.template);
    const nestedIds = [
      logicalId(posts.function),
      logicalId(posts.role),
      ...Object.keys(nested.findResources('AWS::Logs::LogGroup')),
    ];
    expect(nestedIds[2]).toBeDefined();
    for (const id of nestedIds) {
      expect(nestedResources, id).toHaveProperty(id);
      expect(parentResources, id).not.toHaveProperty(id);
    }
    const alarms = Object.values(nested.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms).toHaveLength(1);
    expect(JSON.stringify(alarms[0]!.Properties.Metrics)).toContain(logicalId(posts.function));
    nested.resourceCountIs('AWS::AppSync::DataSource', 1);
    // The posts fields were frozen in the site stack: their resolvers stay, on the nested data source.
    expectPlacement(withNestedPosts, resolvers);
  });

  it('leaves cdk-nag AwsSolutions without an unacknowledged error', () => {
    const { violations } = new AwsSolutionsChecks().validateScope(withNestedPosts.app);
    const errors = violations.filter((violation) => violation.severity === 'error');
    expect(
      errors.map(
        (error) => `${error.ruleName} @ ${error.violatingResources.map((r) => r.constructPath).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

describe('the nested stack’s budget', () => {
  it.each([
    ['a new field', withNewField],
    ['a nested area', withNestedPosts],
  ] as const)(
    `holds, with %s, at most ${STACK_RESOURCE_CEILING} resources, as each stack does`,
    (_, built) => {
      const templates = appTemplates(built.app);
      expect(templates.map(({ name }) => name)).toContain(built.stack.graphql.featureResolvers!.node.path);
      for (const { name, template } of templates) {
        expect(Object.keys(template.Resources ?? {}).length, name).toBeLessThanOrEqual(
          STACK_RESOURCE_CEILING,
        );
      }
    },
  );
});
