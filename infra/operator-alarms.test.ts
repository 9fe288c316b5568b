import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { jobs } from '../backend/handlers/jobs/registry';
import { schedules } from '../backend/handlers/schedules/registry';
import { AUDIT_OUTBOX_WAITING, METRIC_NAMESPACE } from '../backend/adapters/metrics';
import { ALARM_THRESHOLDS } from './operator-alarms';
import { logicalId, TEST_CONTEXT, TEST_REGION, useTestApp } from './test-app';

const built = useTestApp({ resolvers: [] });

describe('operator alarms', () => {
  it('email the operators’ address from the settings, over TLS only, from each stack', () => {
    for (const template of [built.template, built.edgeTemplate]) {
      // The site stack's second topic carries SES's bounce events to a function (mail-reputation.test.ts).
      template.resourceCountIs('AWS::SNS::Topic', template === built.template ? 2 : 1);
      template.resourcePropertiesCountIs('AWS::SNS::Subscription', { Protocol: 'email' }, 1);
      template.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: TEST_CONTEXT.operatorsEmail,
      });
      template.hasResourceProperties('AWS::SNS::TopicPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('raise an alarm for every dead-letter queue: each job, each schedule and the old-assets sweeper', () => {
    const queues = [
      ...Object.values(built.stack.jobs.failedRuns),
      ...Object.values(built.stack.schedules.failedRuns),
      built.stack.siteAssetsRetention.failedRuns,
    ].map((runs) => logicalId(runs.queue));
    expect(queues).toHaveLength(Object.keys(jobs).length + schedules.length + 1);
    const topic = logicalId(built.stack.alarms.topic);
    for (const queue of queues)
      built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
        Threshold: ALARM_THRESHOLDS.failedRuns,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: topic }],
      });
  });

  it('hear of audit entries that wait in the outbox through a quarter of an hour of drains', () => {
    built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: METRIC_NAMESPACE,
      MetricName: AUDIT_OUTBOX_WAITING,
      Statistic: 'Minimum',
      Period: 900,
      Threshold: ALARM_THRESHOLDS.auditEntriesWaiting,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: logicalId(built.stack.alarms.topic) }],
    });
  });

  it('watch Lambda errors and throttles across the region', () => {
    for (const [metric, threshold] of [
      ['Errors', ALARM_THRESHOLDS.lambdaErrors],
      ['Throttles', ALARM_THRESHOLDS.lambdaThrottles],
    ] as const)
      built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: metric,
        Statistic: 'Sum',
        Period: 300,
        Threshold: threshold,
        Dimensions: Match.absent(),
      });
  });

  it('watch both web ACLs for a spike of blocked requests, each in its own region', () => {
    built.edgeTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: [
        { Name: 'Rule', Value: 'ALL' },
        { Name: 'WebACL', Value: 'SiteWebAcl' },
      ],
      Threshold: ALARM_THRESHOLDS.wafBlocks,
    });
    built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: [
        { Name: 'Region', Value: TEST_REGION },
        { Name: 'Rule', Value: 'ALL' },
        { Name: 'WebACL', Value: 'GraphqlApiWebAcl' },
      ],
    });
    // The metric names the alarms read are the ones the web ACLs publish.
    expect(JSON.stringify(built.edgeTemplate.toJSON())).toContain('"MetricName":"SiteWebAcl"');
    expect(JSON.stringify(built.template.toJSON())).toContain('"MetricName":"GraphqlApiWebAcl"');
  });
});
