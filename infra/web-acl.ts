import type * as appsync from 'aws-cdk-lib/aws-appsync';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { MIN_ORIGIN_SECRET_LENGTH, ORIGIN_VERIFY_HEADER } from '../backend/domain/edge/origin-verification';
import { BODY_LIMIT_BYTES, bodyTooLarge, type ApiName } from '../backend/handlers/request-limits';

/**
 * Requests per 5 minutes (the WAF's window) at CloudFront. A firm's staff often share one office address
 * (NAT), so signed-in calls are counted per session, not per address; the address's own ceiling only bounds
 * a client inventing tokens. The application's per-account and per-network limits do the fine work.
 */
export const EDGE_RATE_LIMITS = {
  /** Pages and their data from one address; hashed assets (immutable, cached at the edge) are not counted. */
  pagesPerIp: 1000,
  /** API calls without a token (sign-in, password reset, the consultation form) from one address. */
  anonymousApiPerIp: 200,
  /** API calls carrying a token, per token and address: one person's session, however many share the address. */
  apiPerSession: 600,
  /** Every API call from one address: room for an office of staff, a ceiling for invented tokens. */
  apiPerIp: 5000,
} as const;

/** An Authorization header longer than a bare `Bearer` and a few characters: it carries a token. */
const CARRIES_TOKEN_OVER_BYTES = 40;

/** The web ACLs' CloudWatch names: their BlockedRequests metrics carry them as the WebACL dimension. */
export const SITE_WEB_ACL_METRIC = 'SiteWebAcl';
export const GRAPHQL_WEB_ACL_METRIC = 'GraphqlApiWebAcl';

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** A rule whose CloudWatch metric and sampled requests go by the rule's own name. */
const namedRule = (
  name: string,
  priority: number,
  rule: Pick<wafv2.CfnWebACL.RuleProperty, 'action' | 'overrideAction' | 'statement'>,
): wafv2.CfnWebACL.RuleProperty => ({ name, priority, ...rule, visibilityConfig: visibility(name) });

/** Match statements compare the request as sent, with no text transformation first. */
const AS_SENT = [{ priority: 0, type: 'NONE' }];

const sizeConstraint = (
  fieldToMatch: wafv2.CfnWebACL.FieldToMatchProperty,
  comparisonOperator: 'GT' | 'GE',
  size: number,
): wafv2.CfnWebACL.StatementProperty => ({
  sizeConstraintStatement: { fieldToMatch, comparisonOperator, size, textTransformations: AS_SENT },
});

/** `countOnly` names rules of the group whose block becomes a count (they are answered by our own rules). */
const managedRuleGroup = (name: string, priority: number, countOnly: string[] = []) =>
  namedRule(name, priority, {
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(countOnly.length
          ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
          : {}),
      },
    },
  });

/**
 * Blocks a client over `limit` requests in 5 minutes: per IP address, or per the custom keys given; counting
 * only what `scopeDownStatement` matches if given.
 */
const rateLimitRule = (
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement?: wafv2.CfnWebACL.StatementProperty,
  customKeys?: wafv2.CfnWebACL.RateBasedStatementCustomKeyProperty[],
) =>
  namedRule(name, priority, {
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: customKeys ? 'CUSTOM_KEYS' : 'IP',
        limit,
        ...(customKeys ? { customKeys } : {}),
        ...(scopeDownStatement ? { scopeDownStatement } : {}),
      },
    },
  });

const pathMatch = (positionalConstraint: 'EXACTLY' | 'STARTS_WITH', path: string) => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint,
    searchString: path,
    textTransformations: AS_SENT,
  },
});

/** The paths CloudFront sends to each API (infra/site-hosting.ts: the `/graphql` and `/api/*` behaviours). */
const API_PATHS: Record<ApiName, wafv2.CfnWebACL.StatementProperty> = {
  graphql: pathMatch('EXACTLY', '/graphql'),
  api: pathMatch('STARTS_WITH', '/api/'),
};

const ANY_API_PATH: wafv2.CfnWebACL.StatementProperty = {
  orStatement: { statements: Object.values(API_PATHS) },
};

const CARRIES_TOKEN: wafv2.CfnWebACL.StatementProperty = sizeConstraint(
  // `singleHeader` is typed `any` in aws-cdk-lib, so passed to CloudFormation verbatim: `Name`, capitalised.
  { singleHeader: { Name: 'authorization' } },
  'GT',
  CARRIES_TOKEN_OVER_BYTES,
);

const ASSETS_PATH = pathMatch('STARTS_WITH', '/assets/');

/**
 * How much of a body CloudFront hands the WAF: the smallest allowed size that holds the largest body limit,
 * so every allowed body is inspected whole and anything bigger is "oversize".
 */
const INSPECTED_KB = Math.ceil(Math.max(...Object.values(BODY_LIMIT_BYTES)) / 1024 / 16) * 16;
if (INSPECTED_KB > 64) throw new Error('CloudFront lets the WAF inspect at most 64 KB of a body');

export const bodyTooLargeKey = (api: ApiName) => `${api}-body-too-large`;

/**
 * Blocks a body over the API's limit with 413 and the JSON the local server answers (request-limits.ts).
 * A body bigger than the WAF inspects counts as over it (oversize handling MATCH).
 */
const bodyLimitRule = (api: ApiName, priority: number) =>
  namedRule(`BodyLimit${api === 'graphql' ? 'GraphQL' : 'Api'}`, priority, {
    action: { block: { customResponse: { responseCode: 413, customResponseBodyKey: bodyTooLargeKey(api) } } },
    statement: {
      andStatement: {
        statements: [
          API_PATHS[api],
          sizeConstraint({ body: { oversizeHandling: 'MATCH' } }, 'GT', BODY_LIMIT_BYTES[api]),
        ],
      },
    },
  });

/**
 * The CloudFront web ACL: rate limits (EDGE_RATE_LIMITS: anonymous API calls per address, signed-in calls
 * per session, pages per address), each API's body limit (413, as the local server answers), then AWS's
 * common rule set and known-bad-inputs rules. The common set's own 8 KB body rule only counts: it would
 * refuse a long consultation message in a non-Latin script with a bare 403, and the API paths have their
 * own limits (every other path is S3, GET and HEAD only). CLOUDFRONT scope, so it must be created in
 * us-east-1.
 */
export class SiteWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(SITE_WEB_ACL_METRIC),
      associationConfig: {
        requestBody: { CLOUDFRONT: { defaultSizeInspectionLimit: `KB_${INSPECTED_KB}` } },
      },
      customResponseBodies: Object.fromEntries(
        (Object.keys(BODY_LIMIT_BYTES) as ApiName[]).map((api) => [
          bodyTooLargeKey(api),
          { contentType: 'APPLICATION_JSON', content: JSON.stringify(bodyTooLarge(api).body) },
        ]),
      ),
      rules: [
        rateLimitRule('RateLimitApiAnonymousPerIp', 0, EDGE_RATE_LIMITS.anonymousApiPerIp, {
          andStatement: { statements: [ANY_API_PATH, { notStatement: { statement: CARRIES_TOKEN } }] },
        }),
        rateLimitRule(
          'RateLimitApiPerSession',
          1,
          EDGE_RATE_LIMITS.apiPerSession,
          { andStatement: { statements: [ANY_API_PATH, CARRIES_TOKEN] } },
          [{ header: { name: 'authorization', textTransformations: AS_SENT } }, { ip: {} }],
        ),
        rateLimitRule('RateLimitApiPerIp', 2, EDGE_RATE_LIMITS.apiPerIp, ANY_API_PATH),
        rateLimitRule('RateLimitPagesPerIp', 3, EDGE_RATE_LIMITS.pagesPerIp, {
          notStatement: { statement: { orStatement: { statements: [ANY_API_PATH, ASSETS_PATH] } } },
        }),
        bodyLimitRule('graphql', 4),
        bodyLimitRule('api', 5),
        managedRuleGroup('AWSManagedRulesCommonRuleSet', 6, ['SizeRestrictions_BODY']),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 7),
      ],
    });
  }
}

/**
 * Requests one source address may send to AppSync's own host name in 5 minutes. Every legitimate request
 * arrives from a CloudFront edge server, many viewers behind one address, each already held to
 * `API_RATE_LIMIT_PER_5_MIN` by the CloudFront web ACL; so this is a ceiling for a direct flood, set far
 * above what the firm's visitors together send through one edge.
 */
export const GRAPHQL_SOURCE_RATE_LIMIT_PER_5_MIN = 5000;

export interface GraphqlApiWebAclProps {
  readonly api: appsync.IGraphqlApi;
  readonly sourceRateLimit?: number;
}

/**
 * A regional web ACL on AppSync, a cheap first filter before the authorizer Lambda runs: a request
 * without an origin header of a secret's length is blocked here (the value rotates, so the authorizer
 * still decides whether it is the right one), and one source address cannot send more than a ceiling.
 * The HTTP API cannot take a web ACL; its Lambda checks the header first thing.
 */
export class GraphqlApiWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: GraphqlApiWebAclProps) {
    super(scope, id);
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(GRAPHQL_WEB_ACL_METRIC),
      rules: [
        namedRule('RequireOriginHeader', 0, {
          action: { block: {} },
          statement: {
            notStatement: {
              // `singleHeader` is typed `any` in aws-cdk-lib, so passed to CloudFormation verbatim: `Name`,
              // capitalised.
              statement: sizeConstraint(
                { singleHeader: { Name: ORIGIN_VERIFY_HEADER } },
                'GE',
                MIN_ORIGIN_SECRET_LENGTH,
              ),
            },
          },
        }),
        rateLimitRule('RateLimitPerSource', 1, props.sourceRateLimit ?? GRAPHQL_SOURCE_RATE_LIMIT_PER_5_MIN),
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.api.arn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
