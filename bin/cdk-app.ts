/**
 * The CDK app: the only place that reads context and environment. `npm run synth` / `npm run deploy`
 * (cdk.json runs this file). Context keys: siteUrl, mailDomain, mailFrom, firmInfoEmail, and optionally
 * region, siteDomain + certificateArn (custom domain). SITE_BUILD_DIR picks the site build to deploy.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_REGION } from '../backend/contract/deployment';
import { FIRM_IDENTITY } from '../backend/contract/firm';
import { EDGE_REGION, EdgeProtectionStack } from '../infra/edge-protection-stack';
import { LawFirmSiteStack } from '../infra/law-firm-site-stack';
import { siteDirectory } from '../backend/pages/site-build';

const app = new App();

const optionalContext = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};
function context(key: string): string {
  const value = optionalContext(key);
  if (value === undefined) {
    throw new Error(`Missing context value "${key}": pass -c ${key}=... or set it in cdk.json`);
  }
  return value;
}

const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = optionalContext('region') ?? process.env.CDK_DEFAULT_REGION ?? DEFAULT_REGION;
const certificateArn = optionalContext('certificateArn');

const edge = new EdgeProtectionStack(app, 'LawFirmEdgeProtection', {
  env: { account, region: EDGE_REGION },
  description: `${FIRM_IDENTITY.shortName}: WAF web ACL for the CloudFront distribution (us-east-1 by necessity)`,
});

new LawFirmSiteStack(app, 'LawFirmSite', {
  env: { account, region },
  description: `${FIRM_IDENTITY.shortName}: website, staff portal APIs, data`,
  siteDir: siteDirectory(process.cwd()),
  siteUrl: context('siteUrl'),
  mailDomain: context('mailDomain'),
  mailFrom: context('mailFrom'),
  firmInfoEmail: context('firmInfoEmail'),
  webAclArn: edge.webAclArn,
  customDomain: certificateArn ? { domainName: context('siteDomain'), certificateArn } : undefined,
});

// cdk-nag's AWS Solutions rules: synthesis fails on any finding not acknowledged with a reason in code.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
