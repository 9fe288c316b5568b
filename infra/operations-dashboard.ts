import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as appsync from 'aws-cdk-lib/aws-appsync';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { EDGE_REGION } from '../backend/contract/deployment';

export interface OperationsDashboardProps {
  readonly stage: string;
  /** The stage's alarms in this region, shown by state at the top. */
  readonly alarms: readonly cloudwatch.IAlarm[];
  /** Each backend function by the name its alarm uses. */
  readonly functions: Record<string, lambda.IFunction>;
  readonly graphqlApi: appsync.IGraphqlApi;
  readonly httpApi: apigw.IHttpApi;
  readonly distribution: cloudfront.IDistribution;
}

/** A dashboard's name: one per stage (dashboard names are unique in an account, across regions). */
export const dashboardNameOf = (stage: string) => `LawFirm-${stage}`;

const PERIOD = Duration.minutes(5);

/**
 * One CloudWatch dashboard per stage, the page an operator opens when an alarm's email arrives: the
 * alarms' states, every function's errors and throttles, the GraphQL API's server errors and latency, the
 * HTTP API's server errors and CloudFront's error rate (read from us-east-1, where CloudFront reports).
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const appsyncMetric = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/AppSync',
        metricName,
        dimensionsMap: { GraphQLAPIId: props.graphqlApi.apiId },
        statistic,
        period: PERIOD,
      });
    const cloudFrontMetric = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: props.distribution.distributionId, Region: 'Global' },
        statistic,
        period: PERIOD,
        region: EDGE_REGION,
      });
    const functions = Object.entries(props.functions);
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: dashboardNameOf(props.stage),
      defaultInterval: Duration.days(1),
      widgets: [
        [
          new cloudwatch.AlarmStatusWidget({
            title: `${props.stage}: alarms`,
            alarms: [...props.alarms],
            width: 24,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Function errors',
            left: functions.map(([name, fn]) =>
              fn.metricErrors({ label: name, statistic: 'Sum', period: PERIOD }),
            ),
            width: 12,
          }),
          new cloudwatch.GraphWidget({
            title: 'Function throttles',
            left: functions.map(([name, fn]) =>
              fn.metricThrottles({ label: name, statistic: 'Sum', period: PERIOD }),
            ),
            width: 12,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'GraphQL: server errors, p95 latency (ms)',
            left: [appsyncMetric('5XXError', 'Sum')],
            right: [appsyncMetric('Latency', 'p95')],
            width: 8,
          }),
          new cloudwatch.GraphWidget({
            title: 'HTTP API: requests, server errors',
            left: [props.httpApi.metricCount({ statistic: 'Sum', period: PERIOD })],
            right: [props.httpApi.metricServerError({ statistic: 'Sum', period: PERIOD })],
            width: 8,
          }),
          new cloudwatch.GraphWidget({
            title: 'CloudFront: requests, 5xx rate (%)',
            left: [cloudFrontMetric('Requests', 'Sum')],
            right: [cloudFrontMetric('5xxErrorRate', 'Average')],
            width: 8,
          }),
        ],
      ],
    });
  }
}
