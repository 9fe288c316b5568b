/** Where the stack runs unless the deployment says otherwise; the browser's AppSync client names it too. */
export const DEFAULT_REGION = 'us-west-2';

/** CloudFront reads web ACLs and certificates only in this region: the edge stack lives there. */
export const EDGE_REGION = 'us-east-1';

/**
 * The stage a deploy names when it names none, and the one whose stacks keep the names of the first
 * deployments (so they upgrade in place); every other stage adds its name to its stacks'.
 */
export const DEFAULT_STAGE = 'production';

/** The stacks of a stage: production keeps the original names, any other stage adds its name. */
export function stackNames(stage: string): { site: string; edge: string } {
  const suffix = stage === DEFAULT_STAGE ? '' : `-${stage}`;
  return { site: `LawFirmSite${suffix}`, edge: `LawFirmEdgeProtection${suffix}` };
}

/**
 * The origin a site is built for when it will be served on CloudFront's own domain. A reserved name
 * (RFC 6761), refused as a setting, so it can only ever stand for "replace me": the pages' deployment and
 * the news renderer write the distribution's origin wherever the build wrote this one.
 */
export const CLOUDFRONT_DOMAIN_BUILD_ORIGIN = 'https://cloudfront-domain.invalid';

/** The origin the site's build names for a deployment: its site URL, or the stand-in above. */
export const buildOriginOf = (deployment: Pick<FirmDeployment, 'siteUrl'>): string =>
  deployment.siteUrl ?? CLOUDFRONT_DOMAIN_BUILD_ORIGIN;

/** How long the functions' and APIs' CloudWatch log groups keep their lines unless the settings say. */
export const DEFAULT_LOG_RETENTION_DAYS = 30;

/** The retention periods CloudWatch Logs accepts, in days (a log group takes no other). */
export const LOG_RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
] as const;

/** What a firm's deployment names: one source for the stacks, the site build and the operator commands. */
export interface FirmDeployment {
  /**
   * The public origin, e.g. https://www.example-firm.com (no path, no trailing slash); email links point here.
   * Absent: the site is served on CloudFront's own domain (https://<id>.cloudfront.net), known only once the
   * distribution exists; the site is then built for CLOUDFRONT_DOMAIN_BUILD_ORIGIN and the deployment puts
   * the distribution's origin in its place (docs/decisions/014-first-deploy-on-cloudfront-domain.md).
   */
  readonly siteUrl?: string;
  /** The domain verified in SES; every email is sent from it. */
  readonly mailDomain: string;
  /** The one sender address, at `mailDomain`. */
  readonly mailFrom: string;
  /** Where the firm's notices (new consultation requests) go. */
  readonly firmInfoEmail: string;
  /** Where alarms go. */
  readonly operatorsEmail: string;
  /** The site on its own name, with an ACM certificate in us-east-1; absent: CloudFront's own name. */
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string };
  /** Days the audit log keeps an entry (DynamoDB TTL); absent: DEFAULT_AUDIT_RETENTION_DAYS. */
  readonly auditRetentionDays?: number;
  /** Days the CloudWatch log groups keep a line, one of LOG_RETENTION_DAYS; absent: DEFAULT_LOG_RETENTION_DAYS. */
  readonly logRetentionDays?: number;
  /** An AWS Backup vault in another region that receives a copy of every backup; absent: no copy. */
  readonly backupCopyVaultArn?: string;
}
