import type { App } from 'aws-cdk-lib';
import { EDGE_REGION, stackNames, type FirmDeployment } from '../backend/contract/deployment';
import { FIRM_IDENTITY } from '../backend/contract/firm';
import { EdgeProtectionStack } from './edge-protection-stack';
import { LawFirmSiteStack } from './law-firm-site-stack';

export interface DeploymentProps extends FirmDeployment {
  readonly stage: string;
  readonly account: string | undefined;
  readonly region: string;
  /** The built site's client folder. */
  readonly siteDir: string;
}

/**
 * One deployment of the product: the us-east-1 edge stack and the site stack of one stage. Stages differ
 * by stack name only (every resource name inside is generated), so staging and production can live in one
 * account; each needs its own mail domain there, since SES holds one identity per domain and region.
 */
export function addDeployment(app: App, props: DeploymentProps) {
  const names = stackNames(props.stage);
  const edge = new EdgeProtectionStack(app, names.edge, {
    env: { account: props.account, region: EDGE_REGION },
    operatorsEmail: props.operatorsEmail,
    stage: props.stage,
    description: `${FIRM_IDENTITY.shortName} (${props.stage}): WAF web ACL for the CloudFront distribution (us-east-1 by necessity)`,
  });
  const site = new LawFirmSiteStack(app, names.site, {
    env: { account: props.account, region: props.region },
    description: `${FIRM_IDENTITY.shortName} (${props.stage}): website, staff portal APIs, data`,
    siteDir: props.siteDir,
    siteUrl: props.siteUrl,
    mailDomain: props.mailDomain,
    mailFrom: props.mailFrom,
    firmInfoEmail: props.firmInfoEmail,
    operatorsEmail: props.operatorsEmail,
    customDomain: props.customDomain,
    auditRetentionDays: props.auditRetentionDays,
    logRetentionDays: props.logRetentionDays,
    backupCopyVaultArn: props.backupCopyVaultArn,
    webAclArn: edge.webAclArn,
    edgeAlarmTopicArn: edge.alarmTopicArn,
    stage: props.stage,
  });
  return { edge, site };
}
