import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { ALARM_THRESHOLDS } from './operator-alarms';
import { logicalId, useTestApp } from './test-app';

const built = useTestApp({ resolvers: [] });

describe("the firm's mail reputation", () => {
  it('sends every message through one configuration set that suppresses bounces and complaints', () => {
    const set = logicalId(built.stack.mail.configurationSet);
    built.template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: Match.arrayEquals(['BOUNCE', 'COMPLAINT']) },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    built.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: set } },
    });
  });

  it('publishes bounces and complaints to a TLS-only topic, and a function with a dead-letter queue reads them', () => {
    const topic = logicalId(built.stack.mail.events);
    built.template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']),
        SnsDestination: { TopicARN: { Ref: topic } },
      },
    });
    const handler = logicalId(built.stack.mailEvents.handler.function);
    built.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topic },
      Endpoint: { 'Fn::GetAtt': [handler, 'Arn'] },
    });
    built.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topic }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    const queue = logicalId(built.stack.mailEvents.failedRuns.queue);
    built.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: handler },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queue, 'Arn'] } } },
    });
  });

  it('alarms the operators on the bounce rate over 2 % and the complaint rate over 0.05 %', () => {
    const topic = logicalId(built.stack.alarms.topic);
    for (const [metric, threshold] of [
      ['Reputation.BounceRate', ALARM_THRESHOLDS.bounceRate],
      ['Reputation.ComplaintRate', ALARM_THRESHOLDS.complaintRate],
    ] as const) {
      built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SES',
        MetricName: metric,
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: topic }],
      });
    }
    expect(ALARM_THRESHOLDS.bounceRate).toBe(0.02);
    expect(ALARM_THRESHOLDS.complaintRate).toBe(0.0005);
  });
});
