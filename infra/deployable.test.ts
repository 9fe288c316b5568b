/**
 * A first deployment before the firm has its domain: no site URL in the settings, so the site is served on
 * CloudFront's own domain, known only once the distribution exists. Everything that names the site names
 * it in the same deployment (docs/decisions/014-first-deploy-on-cloudfront-domain.md). Template.fromStack
 * refuses a template whose resources refer to each other in a circle, so building these apps is itself the
 * check that CloudFormation can create the stack in one go.
 */
import { Validations } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { tables } from '../backend/adapters/dynamodb/tables';
import { CLOUDFRONT_DOMAIN_BUILD_ORIGIN } from '../backend/contract/deployment';
import { ENV } from '../backend/environment';
import { resolvers } from '../backend/handlers/graphql/registry';
import { jobs } from '../backend/handlers/jobs/registry';
import { schedules } from '../backend/handlers/schedules/registry';
import { resolverAreas } from './graphql-api';
import keptLogicalIds from './kept-logical-ids.json';
import { STACK_RESOURCE_CEILING, formatResourceCounts, resourceCounts } from './resource-summary';
import {
  logicalId,
  statementsOfRole,
  TEST_ACCOUNT,
  TEST_CONTEXT,
  useTestApp,
  type TestApp,
} from './test-app';

const onCloudFront = useTestApp({ siteUrl: undefined });
const onFirmDomain = useTestApp();
/** Both ways a firm deploys; the tests below hold for each. */
const MODES = [
  ['on the firm’s domain', onFirmDomain],
  ['on CloudFront’s own domain', onCloudFront],
] as const;

const distributionOrigin = (app: TestApp) => ({
  'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(app.stack.site.distribution), 'DomainName'] }]],
});

const functions = (app: TestApp) =>
  Object.entries(app.template.findResources('AWS::Lambda::Function')).filter(
    ([, resource]) => resource.Properties.Environment?.Variables?.[ENV.mailFrom],
  );

describe('the site on CloudFront’s own domain', () => {
  it('tells every backend function the distribution’s origin, except the authorizer, which needs none', () => {
    const authorizer = logicalId(onCloudFront.stack.graphql.authorizer.function);
    const backend = functions(onCloudFront);
    expect(backend.length).toBeGreaterThan(15);
    for (const [id, resource] of backend) {
      const siteUrl = resource.Properties.Environment.Variables[ENV.siteUrl];
      if (id === authorizer) expect(siteUrl, id).toBeUndefined();
      else expect(siteUrl, id).toEqual(distributionOrigin(onCloudFront));
    }
    onCloudFront.template.hasOutput('SiteUrl', { Value: distributionOrigin(onCloudFront) });
  });

  it('deploys the build with the distribution’s origin wherever the build wrote the stand-in', () => {
    const deployments = Object.values(onCloudFront.template.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    for (const deployment of deployments) {
      expect(deployment.Properties.SourceMarkers[0]).toEqual({
        [CLOUDFRONT_DOMAIN_BUILD_ORIGIN]: distributionOrigin(onCloudFront),
      });
    }
  });

  it('lets only the distribution’s origin upload to the documents bucket, written once both exist', () => {
    const bucket = logicalId(onCloudFront.stack.documents.bucket);
    const properties = onCloudFront.template.findResources('AWS::S3::Bucket')[bucket]!.Properties;
    expect(properties.CorsConfiguration).toBeUndefined();
    const [writer] = Object.values(onCloudFront.template.findResources('Custom::SiteOriginCors'));
    const domain = { 'Fn::GetAtt': [logicalId(onCloudFront.stack.site.distribution), 'DomainName'] };
    for (const when of ['Create', 'Update'] as const) {
      const [, parts] = writer!.Properties[when]['Fn::Join'] as [string, unknown[]];
      const at = parts.findIndex((part) => JSON.stringify(part) === JSON.stringify(domain));
      expect(parts[0]).toContain('"action":"putBucketCors"');
      expect(parts).toContainEqual({ Ref: bucket });
      expect(parts[at - 1]).toMatch(/"AllowedOrigins":\["https:\/\/$/);
      expect(parts[at + 1]).toMatch(/^"\],"AllowedMethods":\["GET","HEAD","POST"\]/);
    }
    expect(writer!.Properties.RenewWith).toBe(onCloudFront.stack.site.buildId);
    const role = Object.entries(onCloudFront.template.findResources('AWS::IAM::Role')).find(([id]) =>
      id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'),
    )![0];
    // The same aws-cdk-lib provider writes CloudFront's alarm in us-east-1 (infra/edge-alarm.ts).
    const statements = statementsOfRole(onCloudFront.template, role);
    expect(statements).toHaveLength(2);
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Action: 's3:PutBucketCors', Resource: { 'Fn::GetAtt': [bucket, 'Arn'] } }),
        expect.objectContaining({
          Action: ['cloudwatch:DeleteAlarms', 'cloudwatch:PutMetricAlarm'],
          Resource: `arn:aws:cloudwatch:us-east-1:${TEST_ACCOUNT}:alarm:${onCloudFront.stack.cloudFrontAlarm.alarmName}`,
        }),
      ]),
    );
  });
});

describe('the site on the firm’s domain', () => {
  it('names the settings’ URL: no stand-in to replace, the CORS rule on the bucket itself', () => {
    const deployments = Object.values(onFirmDomain.template.findResources('Custom::CDKBucketDeployment'));
    for (const deployment of deployments) expect(deployment.Properties.SourceMarkers).toBeUndefined();
    onFirmDomain.template.resourceCountIs('Custom::SiteOriginCors', 0);
    onFirmDomain.template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: [TEST_CONTEXT.siteUrl] })] },
    });
    for (const [, resource] of functions(onFirmDomain)) {
      expect([undefined, TEST_CONTEXT.siteUrl]).toContain(
        resource.Properties.Environment.Variables[ENV.siteUrl],
      );
    }
  });
});

describe('the news renderer', () => {
  it('bundles the kept server build, knows the site bucket and distribution, with room to render', () => {
    const renderer = onFirmDomain.stack.jobs.functions.updatePublicPages;
    const properties = onFirmDomain.template.toJSON().Resources[logicalId(renderer.function)].Properties;
    expect(properties.MemorySize).toBe(1024);
    expect(properties.Timeout).toBe(120);
    expect(properties.Environment.Variables).toMatchObject({
      SITE_RENDERER_DIR: '/var/task/renderer',
      SITE_BUCKET: { Ref: logicalId(onFirmDomain.stack.site.bucket) },
      SITE_DISTRIBUTION_ID: { Ref: logicalId(onFirmDomain.stack.site.distribution) },
    });
  });

  it('runs after every deployment of the pages, on the renderer version that holds the new build', () => {
    const [trigger] = Object.values(onFirmDomain.template.findResources('Custom::Trigger'));
    expect(trigger).toBeDefined();
    const renderer = onFirmDomain.stack.jobs.functions.updatePublicPages.function;
    expect(trigger!.Properties.HandlerArn).toEqual({ Ref: logicalId(renderer.currentVersion) });
    // The pages deployment: the one that excludes the published posts' pages.
    const [deployment] = Object.entries(
      onFirmDomain.template.findResources('Custom::CDKBucketDeployment'),
    ).find(([, resource]) => resource.Properties.Exclude?.includes('news-media/*'))!;
    expect(trigger!.DependsOn).toEqual(expect.arrayContaining([deployment]));
  });

  it('is started by savePost and the scheduled publisher only', () => {
    const starters = [
      ...resolvers.filter((entry) => entry.startsJobs?.includes('updatePublicPages')).map((e) => e.fieldName),
      ...schedules.filter((entry) => entry.startsJobs?.includes('updatePublicPages')).map((e) => e.name),
    ];
    expect(starters).toEqual(['savePost', 'ScheduledPostsPublisher']);
  });
});

describe.each(MODES)('cdk-nag AwsSolutions, %s', (_, built) => {
  it('finds no unacknowledged error in either stack', () => {
    const { violations } = new AwsSolutionsChecks().validateScope(built.app);
    const errors = violations.filter((violation) => violation.severity === 'error');
    expect(
      errors.map(
        (error) => `${error.ruleName} @ ${error.violatingResources.map((r) => r.constructPath).join(', ')}`,
      ),
    ).toEqual([]);
    const warnings = violations.map((violation) => violation.ruleName);
    console.log(`cdk-nag warnings (informational): ${warnings.join(', ') || 'none'}`);
  });

  it('records a reason with every acknowledgement', () => {
    const acknowledgements = built.app.node
      .findAll()
      .flatMap((construct) =>
        construct.node.metadata.filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY),
      )
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>));
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [id, reason] of acknowledgements) expect(reason.length, id).toBeGreaterThan(40);
  });
});

describe('the synthesized templates', () => {
  it('contain these resources (by type and count)', () => {
    const site = resourceCounts(onFirmDomain.template.toJSON());
    const edge = resourceCounts(onFirmDomain.edgeTemplate.toJSON());
    console.log(
      `${formatResourceCounts('LawFirmSite', site)}\n\n${formatResourceCounts('LawFirmEdgeProtection', edge)}`,
    );
    const count = (type: string) => site.find(([candidate]) => candidate === type)?.[1];
    expect(count('AWS::DynamoDB::Table')).toBe(Object.keys(tables).length);
    expect(count('AWS::AppSync::Resolver')).toBe(resolvers.length);
    expect(count('AWS::CloudFront::Distribution')).toBe(1);
    expect(count('AWS::S3::Bucket')).toBe(3);
    // Ours (one per resolver area, authorizer, mail and calendar handlers, jobs, schedules, the old-assets sweeper) plus
    // aws-cdk-lib's BucketDeployment, LogRetention, cross-region export reader and Trigger (the news renderer
    // after a deployment) handlers.
    expect(count('AWS::Lambda::Function')).toBe(
      // ... the promotion of clients' scanned files (infra/malware-protection.ts), the function SES's
      // bounce and complaint events reach (infra/mail-events.ts) and aws-cdk-lib's AwsCustomResource
      // provider (CloudFront's alarm in us-east-1, infra/edge-alarm.ts).
      resolverAreas(resolvers).length + 3 + Object.keys(jobs).length + schedules.length + 1 + 4 + 1 + 1 + 1,
    );
    expect(edge.find(([type]) => type === 'AWS::WAFv2::WebACL')?.[1]).toBe(1);
    // AppSync's own regional web ACL (infra/web-acl.ts, GraphqlApiWebAcl).
    expect(count('AWS::WAFv2::WebACL')).toBe(1);
    expect(count('AWS::WAFv2::WebACLAssociation')).toBe(1);
  });

  it.each(MODES)(`hold at most ${STACK_RESOURCE_CEILING} resources each, %s`, (_, app) => {
    const stacks = app.app.synth().stacks;
    expect(stacks.length).toBe(2);
    for (const stack of stacks) {
      const total = Object.keys((stack.template as { Resources: object }).Resources).length;
      console.log(`${stack.stackName}: ${total} of ${STACK_RESOURCE_CEILING} resources`);
      expect(total, stack.stackName).toBeLessThanOrEqual(STACK_RESOURCE_CEILING);
    }
  });
});

/**
 * The kinds of resource that hold data or identity: replacing one loses it (or, for SES, the DKIM setup; for
 * the seal key, the key that sealed the letters already signed).
 */
const STATEFUL_TYPES = [
  'AWS::DynamoDB::Table',
  'AWS::DynamoDB::GlobalTable',
  'AWS::S3::Bucket',
  'AWS::SecretsManager::Secret',
  'AWS::SES::EmailIdentity',
  'AWS::Backup::BackupVault',
  'AWS::KMS::Key',
];

describe('an existing deployment upgrades in place', () => {
  // kept-logical-ids.json was taken from the synthesized stacks as deployed before the resolvers were
  // grouped by area. A new stateful resource joins the list; a listed one never leaves or changes its id.
  it.each([
    ['LawFirmSite', (app: TestApp) => app.template],
    ['LawFirmEdgeProtection', (app: TestApp) => app.edgeTemplate],
  ] as const)(
    '%s keeps the logical id of every table, bucket, secret and mail identity, in either mode',
    (name, template) => {
      for (const [, app] of MODES) {
        const resources = template(app).toJSON().Resources as Record<string, { Type: string }>;
        const stateful = Object.fromEntries(
          Object.entries(resources)
            .filter(([, resource]) => STATEFUL_TYPES.includes(resource.Type))
            .map(([id, resource]) => [id, resource.Type]),
        );
        expect(stateful).toEqual(keptLogicalIds.statefulResources[name]);
      }
    },
  );

  it('keeps the logical id of every resolver (a field holds one resolver; a new id could not be created)', () => {
    const resources = onFirmDomain.template.toJSON().Resources as Record<
      string,
      { Type: string; Properties: { TypeName: string; FieldName: string } }
    >;
    for (const [id, field] of Object.entries(keptLogicalIds.resolvers)) {
      expect(resources[id]?.Type, field).toBe('AWS::AppSync::Resolver');
      const { TypeName, FieldName } = resources[id]!.Properties;
      expect(`${TypeName}.${FieldName}`).toBe(field);
    }
  });
});
