import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { EDGE_REGION, EdgeProtectionStack } from './edge-protection-stack';
import { API_RATE_LIMIT_PER_5_MIN, SITE_RATE_LIMIT_PER_5_MIN } from './web-acl';

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

  it.each(['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'])(
    'applies the AWS managed %s without overriding its actions',
    (name) => {
      expect(rule(name)).toMatchObject({
        OverrideAction: { None: {} },
        Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
      });
    },
  );

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
