import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOUDFRONT_DOMAIN_BUILD_ORIGIN } from '../backend/contract/deployment';
import { deployPlan, parseDeployArgs } from './deploy';
import { DeploySettingsError, readStageSettings, stageSettings, takeStage } from './deploy-settings';

const REPO_ROOT = new URL('..', import.meta.url).pathname;

const firm = {
  region: 'us-west-2',
  siteUrl: 'https://www.northshore-law.com/',
  mailDomain: 'northshore-law.com',
  mailFrom: 'no-reply@northshore-law.com',
  firmInfoEmail: 'intake@northshore-law.com',
  operatorsEmail: 'it@northshore-law.com',
};
const settingsFile = (stages: Record<string, unknown>) => ({ stages });

function problemsOf(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof DeploySettingsError) return error.problems;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('deployment settings', () => {
  it("refuse the repository's example file, naming every sample value in one message", () => {
    let message = '';
    try {
      readStageSettings('production', { DEPLOY_SETTINGS: 'deploy.settings.example.json' }, REPO_ROOT);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of ['siteUrl', 'mailDomain', 'mailFrom', 'firmInfoEmail', 'operatorsEmail'])
      expect(message).toContain(`production.${key} names`);
    expect(message).toContain('brandtokafor.example');
    expect(message).toContain('Copy deploy.settings.example.json to deploy.settings.json');
  });

  it('say where the file was looked for when there is none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-settings-'));
    expect(problemsOf(() => readStageSettings('production', {}, dir))).toEqual(['the file does not exist']);
  });

  it("give a firm's own values back, the site URL without its trailing slash", () => {
    const settings = stageSettings(settingsFile({ production: firm }), 'production');
    expect(settings).toEqual({ ...firm, stage: 'production', siteUrl: 'https://www.northshore-law.com' });
  });

  it('list every missing value at once', () => {
    expect(
      problemsOf(() => stageSettings(settingsFile({ staging: { region: 'eu-west-1' } }), 'staging')),
    ).toEqual([
      'staging.mailDomain is missing',
      'staging.mailFrom is missing',
      'staging.firmInfoEmail is missing',
      'staging.operatorsEmail is missing',
    ]);
  });

  it('take no site URL as CloudFront’s own domain, where a custom domain cannot be named', () => {
    const { siteUrl: _siteUrl, ...firstDeploy } = firm;
    const settings = stageSettings(settingsFile({ production: firstDeploy }), 'production');
    expect(settings.siteUrl).toBeUndefined();
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234';
    expect(
      problemsOf(() =>
        stageSettings(
          settingsFile({
            production: { ...firstDeploy, siteDomain: 'www.northshore-law.com', certificateArn },
          }),
          'production',
        ),
      ),
    ).toEqual([
      'production.siteDomain needs siteUrl: https://www.northshore-law.com, the URL the site is served at',
    ]);
  });

  it('refuse reserved domains anywhere, not only the sample firm’s', () => {
    const problems = problemsOf(() =>
      stageSettings(
        settingsFile({
          production: { ...firm, operatorsEmail: 'ops@example.com', siteUrl: 'https://site.test' },
        }),
        'production',
      ),
    );
    expect(problems).toEqual([
      'production.siteUrl names "site.test", a sample or reserved domain: use the firm\'s own',
      'production.operatorsEmail names "example.com", a sample or reserved domain: use the firm\'s own',
    ]);
  });

  it('hold the sender to the mail domain, the URL to an https origin and the region to a real one', () => {
    const problems = problemsOf(() =>
      stageSettings(
        settingsFile({
          production: {
            ...firm,
            region: 'Oregon',
            siteUrl: 'http://www.northshore-law.com/home',
            mailFrom: 'no-reply@other-firm.com',
          },
        }),
        'production',
      ),
    );
    expect(problems).toEqual([
      'production.region "Oregon" is not an AWS region',
      'production.siteUrl "http://www.northshore-law.com/home" must be an https origin with no path, e.g. https://www.firm.com',
      'production.mailFrom must be an address at mailDomain (northshore-law.com): SES sends only as it',
    ]);
  });

  it('take a custom domain only with its us-east-1 certificate, for the host of the site URL', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234';
    expect(
      stageSettings(
        settingsFile({ production: { ...firm, siteDomain: 'www.northshore-law.com', certificateArn } }),
        'production',
      ).customDomain,
    ).toEqual({ domainName: 'www.northshore-law.com', certificateArn });
    expect(
      problemsOf(() =>
        stageSettings(
          settingsFile({ production: { ...firm, siteDomain: 'www.northshore-law.com' } }),
          'production',
        ),
      ),
    ).toEqual(['production.siteDomain and production.certificateArn go together: give both, or neither']);
    expect(
      problemsOf(() =>
        stageSettings(
          settingsFile({
            production: {
              ...firm,
              siteDomain: 'northshore-law.com',
              certificateArn: certificateArn.replace('us-east-1', 'us-west-2'),
            },
          }),
          'production',
        ),
      ),
    ).toEqual([
      'production.certificateArn must be an ACM certificate in us-east-1 (CloudFront reads it there)',
      'production.siteDomain "northshore-law.com" must be the host of siteUrl (https://www.northshore-law.com)',
    ]);
  });

  it('take how long audit entries and log lines are kept, in days CloudWatch Logs accepts', () => {
    const kept = { ...firm, auditRetentionDays: 2555, logRetentionDays: 365 };
    expect(stageSettings(settingsFile({ production: kept }), 'production')).toMatchObject({
      auditRetentionDays: 2555,
      logRetentionDays: 365,
    });
    expect(stageSettings(settingsFile({ production: firm }), 'production')).not.toHaveProperty(
      'logRetentionDays',
    );
    const wrong = { ...firm, auditRetentionDays: '2 years', logRetentionDays: 31 };
    expect(problemsOf(() => stageSettings(settingsFile({ production: wrong }), 'production'))).toEqual([
      'production.auditRetentionDays must be a whole number of days',
      expect.stringContaining('production.logRetentionDays must be one of CloudWatch Logs’ periods: 1, 3,'),
    ]);
  });

  it('take a backup vault in another region to copy every backup to, and refuse one in the same region', () => {
    const vault = 'arn:aws:backup:us-east-2:123456789012:backup-vault:LawFirmCopies';
    const copied = stageSettings(
      settingsFile({ production: { ...firm, backupCopyVaultArn: vault } }),
      'production',
    );
    expect(copied.backupCopyVaultArn).toBe(vault);
    const sameRegion = { ...firm, backupCopyVaultArn: vault.replace('us-east-2', 'us-west-2') };
    expect(problemsOf(() => stageSettings(settingsFile({ production: sameRegion }), 'production'))).toEqual([
      "production.backupCopyVaultArn must be an AWS Backup vault's ARN in a region other than us-west-2",
    ]);
  });

  it('refuse a stage the file does not have, or a name that cannot be part of a stack name', () => {
    expect(problemsOf(() => stageSettings(settingsFile({ production: firm }), 'staging'))).toEqual([
      'no settings for the stage "staging" under "stages"',
    ]);
    expect(problemsOf(() => stageSettings(settingsFile({ Prod_1: firm }), 'Prod_1'))[0]).toContain(
      'stage "Prod_1": use 1-20 lower-case letters',
    );
  });
});

describe('npm run deploy', () => {
  const settings = stageSettings(settingsFile({ staging: firm }), 'staging');

  it('builds the site for the URL the stacks serve, into a build folder of the stage', () => {
    const plan = deployPlan(parseDeployArgs(['deploy', '--stage', 'staging']), settings, true);
    expect(plan.env).toEqual({
      VITE_SITE_URL: 'https://www.northshore-law.com',
      SITE_BUILD_DIR: 'build/deploy-staging',
    });
    expect(plan.cdkArgs).toEqual(['deploy', '--all', '-c', 'stage=staging']);
  });

  it('builds a site to be served on CloudFront’s own domain for the stand-in origin the deployment replaces', () => {
    const { siteUrl: _siteUrl, ...firstDeploy } = firm;
    const onCloudFront = stageSettings(settingsFile({ staging: firstDeploy }), 'staging');
    const plan = deployPlan(parseDeployArgs(['deploy', '--stage', 'staging']), onCloudFront, true);
    expect(plan.env.VITE_SITE_URL).toBe(CLOUDFRONT_DOMAIN_BUILD_ORIGIN);
    // A reserved name: no firm's settings can ever name it (they are refused), so it only means "replace me".
    expect(
      problemsOf(() =>
        stageSettings(
          settingsFile({ staging: { ...firm, siteUrl: CLOUDFRONT_DOMAIN_BUILD_ORIGIN } }),
          'staging',
        ),
      ),
    ).toEqual([
      `staging.siteUrl names "cloudfront-domain.invalid", a sample or reserved domain: use the firm's own`,
    ]);
  });

  it('refuses to wait at an approval prompt nobody can answer, and approves with --yes', () => {
    expect(() => deployPlan(parseDeployArgs(['deploy']), settings, false)).toThrow(/Run it with --yes/);
    expect(
      deployPlan(parseDeployArgs(['deploy', '--yes', '--stage=staging', '--verbose']), settings, false)
        .cdkArgs,
    ).toEqual(['deploy', '--all', '-c', 'stage=staging', '--require-approval', 'never', '--verbose']);
  });

  it('synthesizes with the same build and settings, needing no approval', () => {
    expect(deployPlan(parseDeployArgs(['synth', '--stage', 'staging']), settings, false).cdkArgs).toEqual([
      'synth',
      '-c',
      'stage=staging',
    ]);
  });

  it('shows the changes to both stacks before an upgrade, needing no approval', () => {
    expect(deployPlan(parseDeployArgs(['diff', '--stage', 'staging']), settings, false).cdkArgs).toEqual([
      'diff',
      '--all',
      '-c',
      'stage=staging',
    ]);
  });
});

describe('the stage on an operator command line', () => {
  it('is production unless named, in either spelling, and leaves the other arguments as they were', () => {
    expect(takeStage([])).toEqual({ stage: 'production', rest: [] });
    expect(takeStage(['--stage', 'staging', '--yes'])).toEqual({ stage: 'staging', rest: ['--yes'] });
    expect(takeStage(['--verbose', '--stage=qa'])).toEqual({ stage: 'qa', rest: ['--verbose'] });
  });
});
