import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { EDGE_REGION } from '../backend/contract/deployment';
import { acknowledgeCdkOwnedHandler } from './nag-acknowledgements';
import { ALARM_THRESHOLDS, alarmNameOf } from './operator-alarms';

export interface CloudFrontErrorsAlarmProps {
  readonly distribution: cloudfront.IDistribution;
  /** The edge stack's operators' topic (us-east-1): an alarm notifies a topic of its own region. */
  readonly topicArn: string;
  readonly stage: string;
}

/** The alarm's id in its name, and the CloudFront metric it reads (us-east-1 only, Region=Global). */
export const CLOUDFRONT_ALARM_ID = 'CloudFrontServerErrors';

/**
 * The alarm on the distribution's 5xx error rate. CloudFront publishes its metrics in us-east-1 only and an
 * alarm must live in its metric's region, but the distribution is created here, after the us-east-1 stack,
 * so that stack cannot name it: this construct writes the alarm in us-east-1 itself (PutMetricAlarm through
 * aws-cdk-lib's AwsCustomResource on create and update, DeleteAlarms when removed), notifying the edge
 * stack's operators' topic. Its role may touch that one alarm only.
 */
export class CloudFrontErrorsAlarm extends Construct {
  readonly alarmName: string;

  constructor(scope: Construct, id: string, props: CloudFrontErrorsAlarmProps) {
    super(scope, id);
    this.alarmName = alarmNameOf(props.stage, CLOUDFRONT_ALARM_ID);
    const put: cr.AwsSdkCall = {
      service: 'CloudWatch',
      action: 'putMetricAlarm',
      region: EDGE_REGION,
      parameters: {
        AlarmName: this.alarmName,
        AlarmDescription:
          'CloudFront answered over 5 % of requests with server errors for 15 minutes: read the APIs’ ' +
          'alarms and the access logs bucket.',
        Namespace: 'AWS/CloudFront',
        MetricName: '5xxErrorRate',
        Dimensions: [
          { Name: 'DistributionId', Value: props.distribution.distributionId },
          { Name: 'Region', Value: 'Global' },
        ],
        Statistic: 'Average',
        Period: Duration.minutes(5).toSeconds(),
        EvaluationPeriods: 3,
        Threshold: ALARM_THRESHOLDS.cloudFrontErrorRatePercent,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [props.topicArn],
      },
      physicalResourceId: cr.PhysicalResourceId.of(this.alarmName),
    };
    const alarmArn = Stack.of(this).formatArn({
      service: 'cloudwatch',
      region: EDGE_REGION,
      resource: 'alarm',
      resourceName: this.alarmName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    new cr.AwsCustomResource(this, 'Alarm', {
      onCreate: put,
      onUpdate: put,
      onDelete: {
        service: 'CloudWatch',
        action: 'deleteAlarms',
        region: EDGE_REGION,
        parameters: { AlarmNames: [this.alarmName] },
      },
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({
          actions: ['cloudwatch:PutMetricAlarm', 'cloudwatch:DeleteAlarms'],
          resources: [alarmArn],
        }),
      ]),
      installLatestAwsSdk: false,
      resourceType: 'Custom::EdgeAlarm',
    });
    acknowledgeCdkOwnedHandler(this, 'AWS679f53fac002430cb0da5b7982bd2287', {
      'AwsSolutions-IAM4':
        "aws-cdk-lib's AwsCustomResource provider writes its own logs through AWSLambdaBasicExecutionRole.",
      'AwsSolutions-L1':
        'aws-cdk-lib pins the runtime of its AwsCustomResource provider; it moves with aws-cdk-lib.',
    });
  }
}
