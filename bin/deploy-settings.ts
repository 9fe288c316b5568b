/**
 * The operator's deployment settings: one JSON file (`deploy.settings.json` beside package.json, or the
 * path in DEPLOY_SETTINGS) with one entry per stage, so a staging and a production deployment can live in
 * one account. `npm run deploy` reads it to build the site with the real URL, and the CDK app reads it for
 * the stacks: one source for every canonical link, sitemap entry, CORS origin, email link and address.
 * `deploy.settings.example.json` shows the shape with the sample firm's values, which are refused.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_STAGE, LOG_RETENTION_DAYS, type FirmDeployment } from '../backend/contract/deployment';

export const DEPLOY_SETTINGS_FILE = 'deploy.settings.json';
export const DEPLOY_SETTINGS_ENV = 'DEPLOY_SETTINGS';

/** The stage an operator command names (`--stage NAME` or `--stage=NAME`, else production), and the other arguments. */
export function takeStage(args: readonly string[]): { stage: string; rest: string[] } {
  let stage = DEFAULT_STAGE;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--stage') stage = args[++i] ?? '';
    else if (arg.startsWith('--stage=')) stage = arg.slice('--stage='.length);
    else rest.push(arg);
  }
  return { stage, rest };
}

/** One stage of the settings file: where it runs, and the firm's values. */
export interface StageSettings extends FirmDeployment {
  readonly stage: string;
  readonly region: string;
}

export class DeploySettingsError extends Error {
  override name = 'DeploySettingsError';
  constructor(
    readonly source: string,
    readonly problems: readonly string[],
  ) {
    super(
      `${source} cannot be deployed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
        `Copy deploy.settings.example.json to ${DEPLOY_SETTINGS_FILE} (or point ${DEPLOY_SETTINGS_ENV} at ` +
        'your file) and give every stage the firm’s own values.',
    );
  }
}

/**
 * Names reserved for documentation and tests (RFC 2606, RFC 6761): the sample firm's values and any copy
 * of them. A deployment that names one would send mail nobody receives and links that lead nowhere.
 */
const RESERVED_NAME = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;
const REGION = /^[a-z]{2}(-gov)?-[a-z]+-\d$/;
const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;
const CERTIFICATE_ARN = /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;
const BACKUP_VAULT_ARN =
  /^arn:aws:backup:([a-z]{2}(?:-gov)?-[a-z]+-\d):\d{12}:backup-vault:[A-Za-z0-9_.-]{2,50}$/;

const domainOf = (email: string) => EMAIL.exec(email)?.[1]?.toLowerCase();

/** The stage's settings, or every problem with them in one error. */
export function stageSettings(file: unknown, stage: string, source = DEPLOY_SETTINGS_FILE): StageSettings {
  const problems: string[] = [];
  if (!STAGE_NAME.test(stage)) {
    problems.push(`stage "${stage}": use 1-20 lower-case letters, digits and dashes, starting with a letter`);
  }
  const stages = (file as { stages?: unknown } | null)?.stages;
  const entry = stages && typeof stages === 'object' ? (stages as Record<string, unknown>)[stage] : undefined;
  if (!entry || typeof entry !== 'object') {
    throw new DeploySettingsError(source, [
      ...problems,
      `no settings for the stage "${stage}" under "stages"`,
    ]);
  }
  const values = entry as Record<string, unknown>;
  const text = (key: string, required = true): string => {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (required || value !== undefined) problems.push(`${stage}.${key} is missing`);
    return '';
  };
  const refuseSample = (key: string, host: string | undefined) => {
    if (host && RESERVED_NAME.test(host)) {
      problems.push(`${stage}.${key} names "${host}", a sample or reserved domain: use the firm's own`);
    }
  };

  const region = text('region');
  if (region && !REGION.test(region)) problems.push(`${stage}.region "${region}" is not an AWS region`);

  // Optional: without it the site is served on CloudFront's own domain (backend/contract/deployment.ts).
  const siteUrl = text('siteUrl', false).replace(/\/+$/, '');
  if (siteUrl) {
    const url = URL.canParse(siteUrl) ? new URL(siteUrl) : undefined;
    if (!url || url.protocol !== 'https:' || url.origin !== siteUrl) {
      problems.push(
        `${stage}.siteUrl "${siteUrl}" must be an https origin with no path, e.g. https://www.firm.com`,
      );
    } else {
      refuseSample('siteUrl', url.hostname);
    }
  }

  const mailDomain = text('mailDomain').toLowerCase();
  refuseSample('mailDomain', mailDomain);
  const addresses = {
    mailFrom: text('mailFrom'),
    firmInfoEmail: text('firmInfoEmail'),
    operatorsEmail: text('operatorsEmail'),
  };
  for (const [key, address] of Object.entries(addresses)) {
    if (!address) continue;
    const domain = domainOf(address);
    if (!domain) problems.push(`${stage}.${key} "${address}" is not an email address`);
    else refuseSample(key, domain);
  }
  const senderDomain = domainOf(addresses.mailFrom);
  if (mailDomain && senderDomain && senderDomain !== mailDomain) {
    problems.push(`${stage}.mailFrom must be an address at mailDomain (${mailDomain}): SES sends only as it`);
  }

  const domainName = text('siteDomain', false);
  const certificateArn = text('certificateArn', false);
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    problems.push(`${stage}.siteDomain and ${stage}.certificateArn go together: give both, or neither`);
  }
  if (certificateArn && !CERTIFICATE_ARN.test(certificateArn)) {
    problems.push(
      `${stage}.certificateArn must be an ACM certificate in us-east-1 (CloudFront reads it there)`,
    );
  }
  if (domainName && !siteUrl) {
    problems.push(`${stage}.siteDomain needs siteUrl: https://${domainName}, the URL the site is served at`);
  }
  if (domainName && siteUrl && URL.canParse(siteUrl) && new URL(siteUrl).hostname !== domainName) {
    problems.push(`${stage}.siteDomain "${domainName}" must be the host of siteUrl (${siteUrl})`);
  }

  const days = (key: string): number | undefined => {
    const value = values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
      problems.push(`${stage}.${key} must be a whole number of days`);
      return undefined;
    }
    return value;
  };
  const auditRetentionDays = days('auditRetentionDays');
  const logRetentionDays = days('logRetentionDays');
  if (logRetentionDays && !(LOG_RETENTION_DAYS as readonly number[]).includes(logRetentionDays)) {
    problems.push(
      `${stage}.logRetentionDays must be one of CloudWatch Logs’ periods: ${LOG_RETENTION_DAYS.join(', ')}`,
    );
  }

  const backupCopyVaultArn = text('backupCopyVaultArn', false);
  const copyRegion = BACKUP_VAULT_ARN.exec(backupCopyVaultArn)?.[1];
  if (backupCopyVaultArn && (!copyRegion || copyRegion === region)) {
    problems.push(
      `${stage}.backupCopyVaultArn must be an AWS Backup vault's ARN in a region other than ${region}`,
    );
  }

  if (problems.length > 0) throw new DeploySettingsError(source, problems);
  return {
    stage,
    region,
    ...(siteUrl ? { siteUrl } : {}),
    mailDomain,
    ...addresses,
    ...(domainName ? { customDomain: { domainName, certificateArn } } : {}),
    ...(auditRetentionDays ? { auditRetentionDays } : {}),
    ...(logRetentionDays ? { logRetentionDays } : {}),
    ...(backupCopyVaultArn ? { backupCopyVaultArn } : {}),
  };
}

/** Reads the settings file: DEPLOY_SETTINGS, else deploy.settings.json in `cwd`. */
export function readStageSettings(stage: string, env: NodeJS.ProcessEnv, cwd: string): StageSettings {
  const path = resolve(cwd, env[DEPLOY_SETTINGS_ENV] || DEPLOY_SETTINGS_FILE);
  if (!existsSync(path)) {
    throw new DeploySettingsError(path, ['the file does not exist']);
  }
  let file: unknown;
  try {
    file = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new DeploySettingsError(path, [`it is not valid JSON (${(error as Error).message})`]);
  }
  return stageSettings(file, stage, path);
}
