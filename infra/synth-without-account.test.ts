/**
 * `npm run synth` needs no AWS credentials: bin/cdk-app.ts builds the app with no account when
 * CDK_DEFAULT_ACCOUNT is unset, so every ARN that names the account is a token until deploy. Built here the
 * way bin/ builds it (cdk-nag's plugin included), in both ways a firm deploys.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Token, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION } from '../backend/contract/deployment';
import { addDeployment } from './deployment';
import { nagResourceOf } from './nag-acknowledgements';
import { makeTestSiteBuild, SYNTH_TIMEOUT_MS, TEST_CONTEXT } from './test-app';

function synthesizeWithoutAccount(siteUrl: string | undefined) {
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [] },
    outdir: mkdtempSync(join(tmpdir(), 'bo-synth-')),
  });
  const { site } = addDeployment(app, {
    ...TEST_CONTEXT,
    siteUrl,
    stage: 'production',
    region: DEFAULT_REGION,
    account: undefined,
    siteDir: makeTestSiteBuild(),
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, assembly: app.synth(), site };
}

describe('synthesis with no AWS account', () => {
  it.each([
    ['on the firm’s domain', TEST_CONTEXT.siteUrl],
    ['on CloudFront’s own domain', undefined],
  ])(
    'succeeds, cdk-nag clean, %s',
    (_, siteUrl) => {
      const { app, assembly, site } = synthesizeWithoutAccount(siteUrl);
      expect(Token.isUnresolved(site.account)).toBe(true);
      const { violations } = new AwsSolutionsChecks().validateScope(app);
      expect(violations.filter((violation) => violation.severity === 'error')).toEqual([]);
      expect(assembly.stacks.map((stack) => stack.stackName).sort()).toEqual([
        'LawFirmEdgeProtection',
        'LawFirmSite',
      ]);
    },
    SYNTH_TIMEOUT_MS,
  );
});

describe('how an acknowledgement names a resource', () => {
  it.each([
    ['an unknown account', undefined],
    ['a known account', '111111111111'],
  ])('is the name cdk-nag gives its finding, with %s', (_, account) => {
    const stack = new Stack(new App(), 'Stack', { env: { account, region: DEFAULT_REGION } });
    const arn = stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    const role = new iam.Role(stack, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    role.addToPolicy(new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [arn] }));
    const findings = new AwsSolutionsChecks().validateScope(stack).violations.map((v) => v.ruleName);
    expect(findings).toContain(`AwsSolutions-IAM5[Resource::${nagResourceOf(stack, arn)}]`);
  });
});
