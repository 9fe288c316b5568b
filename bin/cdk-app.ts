/**
 * The CDK app: the only place that reads context and environment. `npm run deploy` runs it through
 * `cdk deploy`; `npx cdk synth` runs it alone. The stage comes from `-c stage=...` (default production),
 * its settings from deploy.settings.json (bin/deploy-settings.ts), and SITE_BUILD_DIR picks the site build,
 * which must have been built for the same site URL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_STAGE, buildOriginOf } from '../backend/contract/deployment';
import {
  RENDERER_BUILD_DIR,
  RENDERER_FACTS_FILE,
  siteDirectory,
  type SiteBuildFacts,
} from '../backend/pages/site-build';
import { addDeployment } from '../infra/deployment';
import { readStageSettings } from './deploy-settings';

const app = new App();
const stageContext: unknown = app.node.tryGetContext('stage');
const stage = typeof stageContext === 'string' && stageContext !== '' ? stageContext : DEFAULT_STAGE;
const settings = readStageSettings(stage, process.env, process.cwd());

const siteDir = siteDirectory(process.cwd());
const facts = JSON.parse(
  readFileSync(join(siteDir, '..', RENDERER_BUILD_DIR, RENDERER_FACTS_FILE), 'utf8'),
) as SiteBuildFacts;
if (facts.origin !== buildOriginOf(settings)) {
  throw new Error(
    `The site in ${siteDir} was built for ${facts.origin}, but the "${stage}" stage serves ` +
      `${settings.siteUrl ?? "CloudFront's own domain"}: build it with npm run deploy, which takes the URL ` +
      'from the same settings.',
  );
}

addDeployment(app, { ...settings, account: process.env.CDK_DEFAULT_ACCOUNT, siteDir });

// cdk-nag's AWS Solutions rules: synthesis fails on any finding not acknowledged with a reason in code.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
