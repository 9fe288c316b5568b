import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests one client IP may make in any 5-minute window, site-wide and to the APIs. */
export const SITE_RATE_LIMIT_PER_5_MIN = 1000;
export const API_RATE_LIMIT_PER_5_MIN = 200;

export interface SiteWebAclProps {
  readonly siteRateLimit?: number;
  readonly apiRateLimit?: number;
}

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managedRuleGroup = (name: string, priority: number): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  visibilityConfig: visibility(name),
});

/** Blocks a client IP over `limit` requests in 5 minutes, counting only what `scopeDownStatement` matches if given. */
const rateLimitRule = (
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement?: wafv2.CfnWebACL.StatementProperty,
): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: {} },
  statement: {
    rateBasedStatement: {
      aggregateKeyType: 'IP',
      limit,
      ...(scopeDownStatement ? { scopeDownStatement } : {}),
    },
  },
  visibilityConfig: visibility(name),
});

const startsWith = (path: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/**
 * The CloudFront web ACL: per-IP rate limits (tighter on /graphql and /api/, where sign-in, reset and
 * the consultation form live), then AWS's common rule set and known-bad-inputs rules. CLOUDFRONT scope,
 * so it must be created in us-east-1.
 */
export class SiteWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: SiteWebAclProps = {}) {
    super(scope, id);
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('SiteWebAcl'),
      rules: [
        rateLimitRule('RateLimitApiPerIp', 0, props.apiRateLimit ?? API_RATE_LIMIT_PER_5_MIN, {
          orStatement: { statements: [startsWith('/graphql'), startsWith('/api/')] },
        }),
        rateLimitRule('RateLimitSitePerIp', 1, props.siteRateLimit ?? SITE_RATE_LIMIT_PER_5_MIN),
        managedRuleGroup('AWSManagedRulesCommonRuleSet', 2),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 3),
      ],
    });
  }
}
