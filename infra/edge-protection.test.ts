import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { EDGE_REGION } from '../backend/contract/deployment';
import { EdgeProtectionStack } from './edge-protection-stack';
import { BODY_LIMIT_BYTES, bodyTooLarge } from '../backend/handlers/request-limits';
import { EDGE_RATE_LIMITS, bodyTooLargeKey } from './web-acl';

const template = Template.fromStack(
  new EdgeProtectionStack(new App(), 'Edge', {
    env: { account: '111111111111', region: EDGE_REGION },
    operatorsEmail: 'it@brandtokafor.example',
    stage: 'production',
  }),
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

  describe('rate limits that an office behind one address cannot trip by working', () => {
    const rateStatement = (name: string) =>
      (rule(name) as { Statement: { RateBasedStatement: Record<string, unknown> } } | undefined)?.Statement
        .RateBasedStatement;
    const scopeOf = (name: string) => JSON.stringify(rateStatement(name)?.ScopeDownStatement);
    const TOKEN_CHECK = '"SingleHeader":{"Name":"authorization"}';

    it('holds anonymous API calls (sign-in, reset, the form) to the tight limit per address', () => {
      expect(rule('RateLimitApiAnonymousPerIp')).toMatchObject({
        Action: { Block: {} },
        Statement: {
          RateBasedStatement: { AggregateKeyType: 'IP', Limit: EDGE_RATE_LIMITS.anonymousApiPerIp },
        },
      });
      const scope = scopeOf('RateLimitApiAnonymousPerIp');
      expect(scope).toContain('"SearchString":"/graphql"');
      expect(scope).toContain('"SearchString":"/api/"');
      expect(scope).toMatch(
        /"NotStatement":\{"Statement":\{"SizeConstraintStatement":\{[^{}]*"FieldToMatch":\{"SingleHeader":\{"Name":"authorization"\}/,
      );
    });

    it('counts calls carrying a token per token and address, so each person of an office has their own budget', () => {
      expect(rateStatement('RateLimitApiPerSession')).toMatchObject({
        AggregateKeyType: 'CUSTOM_KEYS',
        Limit: EDGE_RATE_LIMITS.apiPerSession,
        CustomKeys: [
          { Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } },
          { IP: {} },
        ],
      });
      const scope = scopeOf('RateLimitApiPerSession');
      expect(scope).toContain(TOKEN_CHECK);
      expect(scope).not.toContain('NotStatement');
      expect(EDGE_RATE_LIMITS.apiPerSession).toBeGreaterThan(EDGE_RATE_LIMITS.anonymousApiPerIp);
    });

    it('keeps a ceiling per address over every API call, room for about ten people working at once', () => {
      expect(rateStatement('RateLimitApiPerIp')).toMatchObject({
        AggregateKeyType: 'IP',
        Limit: EDGE_RATE_LIMITS.apiPerIp,
      });
      expect(EDGE_RATE_LIMITS.apiPerIp).toBeGreaterThanOrEqual(8 * EDGE_RATE_LIMITS.apiPerSession);
    });

    it('counts pages per address, leaving out the API (counted above) and the immutable assets', () => {
      expect(rateStatement('RateLimitPagesPerIp')).toMatchObject({
        AggregateKeyType: 'IP',
        Limit: EDGE_RATE_LIMITS.pagesPerIp,
      });
      const scope = scopeOf('RateLimitPagesPerIp');
      expect(scope).toMatch(/^\{"NotStatement"/);
      for (const path of ['/graphql', '/api/', '/assets/'])
        expect(scope).toContain(`"SearchString":"${path}"`);
    });
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
        new EdgeProtectionStack(new App(), 'Edge', {
          env: { account: '111111111111', region: 'eu-west-1' },
          operatorsEmail: 'it@brandtokafor.example',
          stage: 'production',
        }),
    ).toThrow(/us-east-1/);
  });
});
