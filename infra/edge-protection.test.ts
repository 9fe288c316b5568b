import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { EDGE_REGION, EdgeProtectionStack } from './edge-protection-stack';
import { BODY_LIMIT_BYTES, bodyTooLarge } from '../backend/handlers/request-limits';
import { API_RATE_LIMIT_PER_5_MIN, SITE_RATE_LIMIT_PER_5_MIN, bodyTooLargeKey } from './web-acl';

const template = Template.fromStack(
  new EdgeProtectionStack(new App(), 'Edge', { env: { account: '111111111111', region: EDGE_REGION } }),
);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- CloudFormation JSON, read field by field
const [webAcl] = Object.values(template.findResources('AWS::WAFv2::WebACL')) as any[];
const rule = (name: string) =>
  (webAcl.Properties.Rules as { Name: string }[]).find((candidate) => candidate.Name === name) as
    Record<string, unknown> | undefined;

describe('the edge protection stack', () => {
  it('holds one CloudFront-scope web ACL that allows by default', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(webAcl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('blocks clients over the rate limit, tighter on /graphql and /api/', () => {
    expect(rule('RateLimitSitePerIp')).toMatchObject({
      Action: { Block: {} },
      Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: SITE_RATE_LIMIT_PER_5_MIN } },
    });
    expect(rule('RateLimitApiPerIp')).toMatchObject({
      Action: { Block: {} },
      Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: API_RATE_LIMIT_PER_5_MIN } },
    });
    const scopeDown = JSON.stringify(rule('RateLimitApiPerIp'));
    expect(scopeDown).toContain('"SearchString":"/graphql"');
    expect(scopeDown).toContain('"SearchString":"/api/"');
    expect(API_RATE_LIMIT_PER_5_MIN).toBeLessThan(SITE_RATE_LIMIT_PER_5_MIN);
  });

  it('applies the AWS managed known-bad-inputs rules without overriding their actions', () => {
    expect(rule('AWSManagedRulesKnownBadInputsRuleSet')).toMatchObject({
      OverrideAction: { None: {} },
      Statement: {
        ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' },
      },
    });
    expect(JSON.stringify(rule('AWSManagedRulesKnownBadInputsRuleSet'))).not.toContain('RuleActionOverrides');
  });

  it('applies the AWS common rule set, with only its 8 KB body rule turned into a count', () => {
    expect(rule('AWSManagedRulesCommonRuleSet')).toMatchObject({
      OverrideAction: { None: {} },
      Statement: {
        ManagedRuleGroupStatement: {
          VendorName: 'AWS',
          Name: 'AWSManagedRulesCommonRuleSet',
          RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
        },
      },
    });
  });

  it.each([
    ['graphql', 'BodyLimitGraphQL', { PositionalConstraint: 'EXACTLY', SearchString: '/graphql' }],
    ['api', 'BodyLimitApi', { PositionalConstraint: 'STARTS_WITH', SearchString: '/api/' }],
  ] as const)('answers a %s body over its limit with 413 (rule %s)', (api, name, path) => {
    expect(rule(name)).toMatchObject({
      Action: {
        Block: { CustomResponse: { ResponseCode: 413, CustomResponseBodyKey: bodyTooLargeKey(api) } },
      },
      Statement: {
        AndStatement: {
          Statements: [
            { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, ...path } },
            {
              SizeConstraintStatement: {
                // A body bigger than the WAF inspects is over the limit too.
                FieldToMatch: { Body: { OversizeHandling: 'MATCH' } },
                ComparisonOperator: 'GT',
                Size: BODY_LIMIT_BYTES[api],
              },
            },
          ],
        },
      },
    });
    expect(webAcl.Properties.CustomResponseBodies[bodyTooLargeKey(api)]).toEqual({
      ContentType: 'APPLICATION_JSON',
      Content: JSON.stringify(bodyTooLarge(api).body),
    });
  });

  it('lets the WAF see whole bodies up to the largest limit, and checks the limits before the managed rules', () => {
    expect(webAcl.Properties.AssociationConfig).toEqual({
      RequestBody: { CLOUDFRONT: { DefaultSizeInspectionLimit: 'KB_64' } },
    });
    expect(Math.max(...Object.values(BODY_LIMIT_BYTES))).toBeLessThanOrEqual(64 * 1024);
    const priority = (name: string) => rule(name)?.Priority as number;
    for (const limit of ['BodyLimitGraphQL', 'BodyLimitApi']) {
      expect(priority(limit)).toBeLessThan(priority('AWSManagedRulesCommonRuleSet'));
    }
  });

  it('gives every rule a unique priority and metrics', () => {
    const rules = webAcl.Properties.Rules as { Priority: number; VisibilityConfig: object }[];
    expect(new Set(rules.map((candidate) => candidate.Priority)).size).toBe(rules.length);
    for (const candidate of rules) {
      expect(candidate.VisibilityConfig).toMatchObject({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
      });
    }
  });

  it('refuses any region but us-east-1, where CloudFront looks for web ACLs', () => {
    expect(
      () =>
        new EdgeProtectionStack(new App(), 'Edge', { env: { account: '111111111111', region: 'eu-west-1' } }),
    ).toThrow(/us-east-1/);
  });
});
