import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { jobs } from '../backend/handlers/jobs/registry';
import { schedules } from '../backend/handlers/schedules/registry';
import {
  AUDIT_OUTBOX_WAITING,
  METRIC_FUNCTION_DIMENSION,
  METRIC_NAMESPACE,
} from '../backend/adapters/metrics';
import { BackendFunction } from './backend-function';
import { CLOUDFRONT_ALARM_ID } from './edge-alarm';
import { dashboardNameOf } from './operations-dashboard';
import { ALARM_THRESHOLDS, alarmNameOf } from './operator-alarms';
import { logicalId, TEST_CONTEXT, TEST_REGION, TEST_STAGE, useTestApp } from './test-app';

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

  it('watch each function on its own errors and throttles, and no region-wide Lambda total', () => {
    const functions = Object.values(built.template.findResources('AWS::Lambda::Function')).length;
    const alarms = Object.values(built.template.findResources('AWS::CloudWatch::Alarm'));
    const perFunction = alarms.filter((alarm) =>
      (alarm.Properties.Metrics as { MetricStat?: { Metric: { Namespace: string } } }[] | undefined)?.some(
        (query) => query.MetricStat?.Metric.Namespace === 'AWS/Lambda',
      ),
    );
    const backend = built.stack.node.findAll().filter((construct) => construct instanceof BackendFunction);
    expect(backend.length).toBeGreaterThan(5);
    expect(backend.length).toBeLessThan(functions);
    expect(perFunction).toHaveLength(backend.length);
    for (const backendFunction of backend) {
      const name = { Ref: logicalId((backendFunction as BackendFunction).function) };
      built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Threshold: ALARM_THRESHOLDS.functionErrors,
        Metrics: Match.arrayWith([
          Match.objectLike({ Expression: `errors + ${ALARM_THRESHOLDS.functionErrors} * throttles` }),
          ...['Errors', 'Throttles'].map((metric) =>
            Match.objectLike({
              MetricStat: Match.objectLike({
                Metric: {
                  Namespace: 'AWS/Lambda',
                  MetricName: metric,
                  Dimensions: [{ Name: 'FunctionName', Value: name }],
                },
              }),
            }),
          ),
        ]),
        AlarmActions: [{ Ref: logicalId(built.stack.alarms.topic) }],
      });
    }
    built.template.resourcePropertiesCountIs('AWS::CloudWatch::Alarm', { Namespace: 'AWS/Lambda' }, 0);
  });

  it('watch the GraphQL API’s server errors and latency and the HTTP API’s server errors, by their ids', () => {
    const apiId = { 'Fn::GetAtt': [logicalId(built.stack.graphql.api), 'ApiId'] };
    built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/AppSync',
      MetricName: '5XXError',
      Dimensions: [{ Name: 'GraphQLAPIId', Value: apiId }],
      Threshold: ALARM_THRESHOLDS.apiServerErrors,
    });
    built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/AppSync',
      MetricName: 'Latency',
      ExtendedStatistic: 'p95',
      EvaluationPeriods: 3,
      Dimensions: [{ Name: 'GraphQLAPIId', Value: apiId }],
      Threshold: ALARM_THRESHOLDS.graphqlLatencyMs,
    });
    built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Dimensions: [{ Name: 'ApiId', Value: { Ref: logicalId(built.stack.mailApi.api) } }],
      Threshold: ALARM_THRESHOLDS.apiServerErrors,
    });
  });

  it('watch CloudFront’s error rate in us-east-1, where it reports, notifying the edge stack’s topic', () => {
    const [alarm] = Object.values(built.template.findResources('Custom::EdgeAlarm'));
    // The call as the custom resource receives it: JSON text around the references the template resolves.
    const callOf = (call: { 'Fn::Join': [string, unknown[]] }) =>
      call['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('');
    const create = callOf(alarm!.Properties.Create);
    expect(create).toContain('"region":"us-east-1"');
    expect(create).toContain('"action":"putMetricAlarm"');
    expect(create).toContain(`"AlarmName":"${alarmNameOf(TEST_STAGE, CLOUDFRONT_ALARM_ID)}"`);
    expect(create).toContain('"MetricName":"5xxErrorRate"');
    expect(create).toContain(
      `{"Name":"DistributionId","Value":"{"Ref":"${logicalId(built.stack.site.distribution)}"}"}`,
    );
    // The edge stack's topic, read in this region from the parameter that stack writes.
    expect(create).toMatch(/"AlarmActions":\["\{"Fn::GetAtt":\["ExportsReader[^"]*","[^"]*AlarmsTopic/);
    expect(JSON.stringify(alarm!.Properties.Delete)).toContain('deleteAlarms');
  });

  it('carry the stage in every alarm’s name, in both stacks, and read the audit metric of this stage’s sweeper', () => {
    for (const template of [built.template, built.edgeTemplate]) {
      for (const alarm of Object.values(template.findResources('AWS::CloudWatch::Alarm'))) {
        expect(alarm.Properties.AlarmName).toMatch(new RegExp(`^LawFirm-${TEST_STAGE}-`));
      }
    }
    const sweeper = built.stack.schedules.functions.ConsultationNoticeSweeper!.function;
    built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: AUDIT_OUTBOX_WAITING,
      Dimensions: [{ Name: METRIC_FUNCTION_DIMENSION, Value: { Ref: logicalId(sweeper) } }],
    });
  });

  it('show the stage on one dashboard: its alarms, functions, APIs and CloudFront', () => {
    built.template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const [dashboard] = Object.values(built.template.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboard!.Properties.DashboardName).toBe(dashboardNameOf(TEST_STAGE));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const part of [
      'AWS/AppSync',
      'AWS/ApiGateway',
      'AWS/CloudFront',
      'us-east-1',
      'AWS/Lambda',
      'alarm',
    ])
      expect(body).toContain(part);
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
