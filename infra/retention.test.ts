/**
 * How long the stack keeps audit entries and log lines: the settings' auditRetentionDays and
 * logRetentionDays, and when they are absent the periods the stack always had (two years, a month).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../backend/contract/audit';
import { DEFAULT_LOG_RETENTION_DAYS } from '../backend/contract/deployment';
import { ENV } from '../backend/environment';
import { appendedTables } from './function-access';
import { functionCases, logicalId, useTestApp, type TestApp } from './test-app';

const byDefault = useTestApp({ resolvers: [] });
const fromSettings = useTestApp({ resolvers: [], auditRetentionDays: 2555, logRetentionDays: 365 });

/** The retention of every log group in the template, the AppSync one (set by aws-cdk-lib's handler) too. */
function logRetentions(built: TestApp): number[] {
  const template = built.template;
  const groups = Object.values(template.findResources('AWS::Logs::LogGroup'));
  const handled = Object.values(template.findResources('Custom::LogRetention'));
  expect(groups.length).toBeGreaterThan(10);
  expect(handled).toHaveLength(1);
  return [...groups, ...handled].map(
    (resource) => (resource.Properties as { RetentionInDays: number }).RetentionInDays,
  );
}

function auditRetentionOfWriters(built: TestApp): unknown[] {
  const functions = built.template.toJSON().Resources as Record<
    string,
    { Properties: { Environment: { Variables: Record<string, unknown> } } }
  >;
  return (
    functionCases
      .filter(([, access]) => appendedTables(access).includes('audit'))
      // Built without resolvers: the areas' functions are absent, the jobs and schedules that audit remain.
      .flatMap(([, , pick]) => (pick(built) as ReturnType<typeof pick> | undefined) ?? [])
      .map(
        (fn) => functions[logicalId(fn.function)]!.Properties.Environment.Variables[ENV.auditRetentionDays],
      )
  );
}

describe('retention', () => {
  it('keeps log lines a month and audit entries two years when the settings say nothing', () => {
    expect(new Set(logRetentions(byDefault))).toEqual(new Set([DEFAULT_LOG_RETENTION_DAYS]));
    const audit = auditRetentionOfWriters(byDefault);
    expect(audit.length).toBeGreaterThan(3);
    expect(new Set(audit)).toEqual(new Set([String(DEFAULT_AUDIT_RETENTION_DAYS)]));
    expect([DEFAULT_LOG_RETENTION_DAYS, DEFAULT_AUDIT_RETENTION_DAYS]).toEqual([30, 730]);
  });

  it('keeps them as long as the settings say, in every log group and every function that audits', () => {
    expect(new Set(logRetentions(fromSettings))).toEqual(new Set([365]));
    expect(new Set(auditRetentionOfWriters(fromSettings))).toEqual(new Set(['2555']));
  });
});
