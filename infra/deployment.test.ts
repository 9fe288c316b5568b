import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackNames } from '../backend/contract/deployment';
import { addDeployment } from './deployment';
import { makeTestSiteBuild, SYNTH_TIMEOUT_MS, TEST_ACCOUNT } from './test-app';

describe('stages', () => {
  it('keep the first stacks’ names for production, so an existing deployment upgrades in place', () => {
    expect(stackNames('production')).toEqual({ site: 'LawFirmSite', edge: 'LawFirmEdgeProtection' });
    expect(stackNames('staging')).toEqual({
      site: 'LawFirmSite-staging',
      edge: 'LawFirmEdgeProtection-staging',
    });
  });

  describe('two side by side in one account and region', () => {
    const stages = ['production', 'staging'] as const;
    let templates: Record<(typeof stages)[number], { site: Template; edge: Template; stackName: string }>;

    beforeAll(() => {
      const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
      const siteDir = makeTestSiteBuild();
      const deployments = stages.map((stage) =>
        addDeployment(app, {
          stage,
          account: TEST_ACCOUNT,
          region: 'us-west-2',
          siteDir,
          siteUrl: `https://${stage}.northshore-law.com`,
          mailDomain: `${stage}.northshore-law.com`,
          mailFrom: `no-reply@${stage}.northshore-law.com`,
          firmInfoEmail: 'intake@northshore-law.com',
          operatorsEmail: 'it@northshore-law.com',
        }),
      );
      templates = Object.fromEntries(
        stages.map((stage, i) => {
          const { site, edge } = deployments[i]!;
          return [
            stage,
            { site: Template.fromStack(site), edge: Template.fromStack(edge), stackName: site.stackName },
          ];
        }),
      ) as typeof templates;
    }, SYNTH_TIMEOUT_MS);

    /**
     * Names that must be unique in an account (CloudFront's resources are global) or a region; a second
     * stage with the same name would fail to deploy. Each is [resource type, path to the name].
     */
    const UNIQUE_NAMES: [string, string[]][] = [
      ['AWS::CloudFront::Function', ['Name']],
      ['AWS::CloudFront::ResponseHeadersPolicy', ['ResponseHeadersPolicyConfig', 'Name']],
      ['AWS::CloudFront::OriginAccessControl', ['OriginAccessControlConfig', 'Name']],
      ['AWS::CloudFront::CachePolicy', ['CachePolicyConfig', 'Name']],
      ['AWS::CloudFront::OriginRequestPolicy', ['OriginRequestPolicyConfig', 'Name']],
      ['AWS::S3::Bucket', ['BucketName']],
      ['AWS::DynamoDB::Table', ['TableName']],
      ['AWS::Lambda::Function', ['FunctionName']],
      ['AWS::IAM::Role', ['RoleName']],
      ['AWS::Logs::LogGroup', ['LogGroupName']],
      ['AWS::SecretsManager::Secret', ['Name']],
      ['AWS::WAFv2::WebACL', ['Name']],
      ['AWS::SSM::Parameter', ['Name']],
      ['AWS::SES::EmailIdentity', ['EmailIdentity']],
    ];
    const uniqueNames = (...stageTemplates: Template[]): string[] =>
      stageTemplates.flatMap((template) =>
        UNIQUE_NAMES.flatMap(([type, path]) =>
          Object.values(template.findResources(type)).flatMap((resource) => {
            const name = path.reduce<unknown>(
              (value, key) => (value as Record<string, unknown> | undefined)?.[key],
              (resource as { Properties?: unknown }).Properties,
            );
            return name === undefined ? [] : [`${type} ${JSON.stringify(name)}`];
          }),
        ),
      );

    it('give every resource whose name is unique in an account a name of its own stage', () => {
      const production = new Set(uniqueNames(templates.production.site, templates.production.edge));
      const staging = uniqueNames(templates.staging.site, templates.staging.edge);
      // Without names to compare, the test would prove nothing: CloudFront's function and policies have one.
      expect(staging.filter((name) => name.startsWith('AWS::CloudFront')).length).toBeGreaterThanOrEqual(3);
      expect(staging.filter((name) => production.has(name))).toEqual([]);
    });

    it('name each stage’s GraphQL API after its own stack', () => {
      for (const stage of stages)
        templates[stage].site.hasResourceProperties('AWS::AppSync::GraphQLApi', {
          Name: `${templates[stage].stackName}-graphql`,
        });
    });

    it('serve each stage its own site URL: CORS on the documents bucket and the functions’ links', () => {
      for (const stage of stages) {
        const json = JSON.stringify(templates[stage].site.toJSON());
        expect(json).toContain(`https://${stage}.northshore-law.com`);
        const other = stages.find((name) => name !== stage)!;
        expect(json).not.toContain(`https://${other}.northshore-law.com`);
      }
    });
  });
});
