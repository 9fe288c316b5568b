import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as appsync from 'aws-cdk-lib/aws-appsync';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  AUDIT_OUTBOX_WAITING,
  CLIENT_FILES_UNSCANNED,
  MALWARE_SCANS_FAILED,
  METRIC_FUNCTION_DIMENSION,
  METRIC_NAMESPACE,
} from '../backend/adapters/metrics';
import { SCAN_RESULT_TIMEOUT_MINUTES } from '../backend/contract/client-requests';

/**
 * When operators hear of trouble. Each is what an operator should act on within the hour, not noise: a
 * function failing repeatedly, any throttle (a new account's Lambda quota, or a flood), the APIs answering
 * with server errors or slowly, any run kept in a dead-letter queue (a job or schedule that failed after
 * its retries), and the WAF blocking far more than a day's visitors would trip. Every alarm watches this
 * stage's own resources (a function, an API, a distribution), never a region-wide total, so another stage
 * in the account can neither trip it nor hold it in ALARM while this one fails.
 */
export const ALARM_THRESHOLDS = {
  /** Errors of one function per 5 minutes (any throttle counts as this many: one is already trouble). */
  functionErrors: 5,
  /** Server errors (5xx) AppSync or the HTTP API answered in 5 minutes. */
  apiServerErrors: 5,
  /** AppSync's 95th-percentile latency, in milliseconds, through three 5-minute periods in a row. */
  graphqlLatencyMs: 3000,
  /** CloudFront's share of 5xx answers, in percent, through three 5-minute periods in a row. */
  cloudFrontErrorRatePercent: 5,
  /** Runs kept in one dead-letter queue. */
  failedRuns: 1,
  /** Audit entries that waited in the outbox through every drain of 15 minutes (the least seen). */
  auditEntriesWaiting: 1,
  /** Malware scans of clients' files that failed on GuardDuty's side (FAILED, ACCESS_DENIED) in 5 minutes. */
  malwareScansFailed: 1,
  /** Clients' files the documents sweeper found with no scan result past the bound, in 5 minutes. */
  clientFilesUnscanned: 1,
  /** Requests one web ACL blocked in 5 minutes. */
  wafBlocks: 500,
  /** SES's account bounce rate (a fraction): SES reviews an account past 5 %. */
  bounceRate: 0.02,
  /** SES's account complaint rate (a fraction): SES reviews an account past 0.1 %. */
  complaintRate: 0.0005,
} as const;

const FIVE_MINUTES = Duration.minutes(5);

export interface OperatorAlarmsProps {
  /** Where the alarms go: SNS emails a confirmation link first, which someone must follow. */
  readonly operatorsEmail: string;
  /** The stage, the first word of every alarm's name, so a message says which deployment is in trouble. */
  readonly stage: string;
}

/** An alarm's name: the product, the stage and what it watches (one name per account and region). */
export const alarmNameOf = (stage: string, id: string) => `LawFirm-${stage}-${id}`;

/** How long an alarm's condition must hold: `periods` in a row, `datapoints` of them breaching. */
interface Persistence {
  readonly periods: number;
  readonly datapoints?: number;
}

/** A count the product writes (backend/adapters/metrics.ts), summed over 5 minutes, by the function writing it. */
const countOf = (metricName: string, writer: lambda.IFunction) =>
  new cloudwatch.Metric({
    namespace: METRIC_NAMESPACE,
    metricName,
    dimensionsMap: { [METRIC_FUNCTION_DIMENSION]: writer.functionName },
    statistic: 'Sum',
    period: FIVE_MINUTES,
  });

/**
 * An SNS topic that emails the operators (TLS-only), and the helpers that raise alarms on it. One per stack:
 * CloudWatch alarms notify a topic in their own region, and the edge stack's web ACL reports in us-east-1.
 */
export class OperatorAlarms extends Construct {
  readonly topic: sns.Topic;
  readonly stage: string;
  /** Every alarm raised here, for the stage's dashboard. */
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, props: OperatorAlarmsProps) {
    super(scope, id);
    this.stage = props.stage;
    this.topic = new sns.Topic(this, 'Topic', {
      displayName: `${Stack.of(this).stackName} alarms`,
      enforceSSL: true,
    });
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.operatorsEmail));
    this.action = new actions.SnsAction(this.topic);
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry an alarm name, a metric and a threshold, never personal data; a ' +
        'customer-managed key (CloudWatch cannot publish to the AWS-managed SNS key) would cost more than ' +
        'it protects.',
    });
  }

  /** An alarm on `metric` at or above `threshold` (in one period unless `persistence` says), sent to the operators. */
  alarm(
    id: string,
    metric: cloudwatch.IMetric,
    threshold: number,
    description: string,
    persistence: Persistence = { periods: 1 },
    scope: Construct = this,
  ): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(scope, id, {
      alarmName: alarmNameOf(this.stage, id),
      metric,
      threshold,
      evaluationPeriods: persistence.periods,
      datapointsToAlarm: persistence.datapoints,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }

  /**
   * One alarm per function (`name` → function), on its own errors and throttles: errors + (threshold ×
   * throttles), so repeated errors or a single throttle trip it, in one alarm instead of two. A function in
   * a nested stack gets its alarm there, so the alarm counts against that stack's resources.
   */
  functionAlarms(functions: Record<string, lambda.IFunction>): void {
    for (const [name, fn] of Object.entries(functions)) {
      const threshold = ALARM_THRESHOLDS.functionErrors;
      const scope = Stack.of(fn) === Stack.of(this) ? this : Stack.of(fn);
      this.alarm(
        `${name}Failing`,
        new cloudwatch.MathExpression({
          expression: `errors + ${threshold} * throttles`,
          usingMetrics: {
            errors: fn.metricErrors({ statistic: 'Sum', period: FIVE_MINUTES }),
            throttles: fn.metricThrottles({ statistic: 'Sum', period: FIVE_MINUTES }),
          },
          label: `${name}: errors, and throttles × ${threshold}`,
          period: FIVE_MINUTES,
        }),
        threshold,
        `${name} failed ${threshold} times in 5 minutes, or Lambda refused it for lack of concurrency: read its ` +
          'log group for "level":"error"; for a throttle, raise the account quota (npm run preflight says).',
        { periods: 1 },
        scope,
      );
    }
  }

  /** The GraphQL API answering with server errors, or slowly for a quarter of an hour. */
  graphqlAlarms(api: appsync.IGraphqlApi): void {
    const metric = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/AppSync',
        metricName,
        dimensionsMap: { GraphQLAPIId: api.apiId },
        statistic,
        period: FIVE_MINUTES,
      });
    this.alarm(
      'GraphqlServerErrors',
      metric('5XXError', 'Sum'),
      ALARM_THRESHOLDS.apiServerErrors,
      'AppSync answered with server errors: read the API’s log group and the resolvers’ functions.',
    );
    this.alarm(
      'GraphqlLatency',
      metric('Latency', 'p95'),
      ALARM_THRESHOLDS.graphqlLatencyMs,
      'One GraphQL request in twenty took over 3 seconds for 15 minutes: read the resolvers’ durations.',
      { periods: 3 },
    );
  }

  /** The HTTP API (the form, the calendar feeds) answering with server errors. */
  httpApiAlarm(api: apigw.IHttpApi): void {
    this.alarm(
      'HttpApiServerErrors',
      api.metricServerError({ statistic: 'Sum', period: FIVE_MINUTES }),
      ALARM_THRESHOLDS.apiServerErrors,
      'The /api routes answered with server errors: read the mail and calendar functions’ log groups.',
    );
  }

  /** A run kept in a job's or schedule's dead-letter queue. */
  failedRunsAlarm(name: string, queue: sqs.IQueue): void {
    this.alarm(
      `${name}FailedRuns`,
      queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      ALARM_THRESHOLDS.failedRuns,
      `${name} failed after its retries; the run is kept in its dead-letter queue for 7 days.`,
    );
  }

  /**
   * The mail's reputation going bad (SES's account-wide rates, kept because the configuration set publishes
   * reputation metrics): past SES's own limits, SES pauses sending and no sign-in code goes out.
   */
  mailReputationAlarms(): void {
    const rate = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: 'Maximum',
        period: Duration.hours(1),
      });
    this.alarm(
      'MailBounceRate',
      rate('Reputation.BounceRate'),
      ALARM_THRESHOLDS.bounceRate,
      'Over 2 % of the mail bounced: read the bounced acknowledgements on the leads, and SES’s suppression list.',
    );
    this.alarm(
      'MailComplaintRate',
      rate('Reputation.ComplaintRate'),
      ALARM_THRESHOLDS.complaintRate,
      'Over 0.05 % of the mail was marked as spam: check what the form is being used to send.',
    );
  }

  /**
   * Audit entries held in the outbox through every drain of a quarter of an hour: the audit table keeps
   * refusing writes. A write refused once is drained within a minute and the least seen falls back to 0.
   * The metric carries the name of the function that drains (`drainer`), so each stage reads its own.
   */
  auditOutboxAlarm(drainer: lambda.IFunction): void {
    this.alarm(
      'AuditEntriesWaiting',
      new cloudwatch.Metric({
        namespace: METRIC_NAMESPACE,
        metricName: AUDIT_OUTBOX_WAITING,
        dimensionsMap: { [METRIC_FUNCTION_DIMENSION]: drainer.functionName },
        statistic: 'Minimum',
        period: Duration.minutes(15),
      }),
      ALARM_THRESHOLDS.auditEntriesWaiting,
      'Audit entries have waited in the audit outbox for 15 minutes: the audit table refuses writes. Read the notice sweeper’s log; the entries reach the log once it accepts them again.',
    );
  }

  /**
   * Clients' files the malware scan does not check: a scan GuardDuty reports FAILED or ACCESS_DENIED (the
   * promotion counts them), and a file with no scan result at all SCAN_RESULT_TIMEOUT_MINUTES after it was
   * confirmed (the documents sweeper counts them). Either way files are held from the firm's folders until
   * someone looks, and a broken plan (its role, its validation) shows here first.
   */
  scanFailuresAlarm(promotion: lambda.IFunction): void {
    this.alarm(
      'MalwareScansFailed',
      countOf(MALWARE_SCANS_FAILED, promotion),
      ALARM_THRESHOLDS.malwareScansFailed,
      'GuardDuty could not scan a client’s file (FAILED or ACCESS_DENIED): check the Malware Protection plan’s status and its role; the file is held for staff.',
    );
  }

  /** Clients' files with no scan result SCAN_RESULT_TIMEOUT_MINUTES after they were confirmed (see above). */
  unscannedFilesAlarm(sweeper: lambda.IFunction): void {
    this.alarm(
      'ClientFilesUnscanned',
      countOf(CLIENT_FILES_UNSCANNED, sweeper),
      ALARM_THRESHOLDS.clientFilesUnscanned,
      `A client’s file had no malware scan result ${SCAN_RESULT_TIMEOUT_MINUTES} minutes after the client confirmed it: check the Malware Protection plan’s status, its EventBridge rule and the promotion’s dead-letter queue.`,
    );
  }

  /** The WAF blocking far more than usual: a flood, or a rule refusing real visitors. */
  wafBlocksAlarm(id: string, webAclMetricName: string, region?: string): void {
    this.alarm(
      id,
      new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        // The WebACL dimension is the web ACL's visibility metric name; CloudFront-scope ACLs have no Region.
        dimensionsMap: { WebACL: webAclMetricName, Rule: 'ALL', ...(region ? { Region: region } : {}) },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      }),
      ALARM_THRESHOLDS.wafBlocks,
      'The web ACL blocked an unusual number of requests: read its sampled requests in the WAF console.',
    );
  }
}
