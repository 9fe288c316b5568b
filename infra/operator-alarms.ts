import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  AUDIT_OUTBOX_WAITING,
  CLIENT_FILES_UNSCANNED,
  MALWARE_SCANS_FAILED,
  METRIC_NAMESPACE,
} from '../backend/adapters/metrics';
import { SCAN_RESULT_TIMEOUT_MINUTES } from '../backend/contract/client-requests';

/**
 * When operators hear of trouble. Each is what an operator should act on within the hour, not noise: a
 * function failing repeatedly, any throttle (a new account's Lambda quota, or a flood), any run kept in a
 * dead-letter queue (a job or schedule that failed after its retries), and the WAF blocking far more than
 * a day's visitors would trip.
 */
export const ALARM_THRESHOLDS = {
  /** Lambda errors in the region, all functions, per 5 minutes. */
  lambdaErrors: 5,
  /** Lambda throttles in the region per 5 minutes. */
  lambdaThrottles: 1,
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
}

/**
 * An SNS topic that emails the operators (TLS-only), and the helpers that raise alarms on it. One per stack:
 * CloudWatch alarms notify a topic in their own region, and the edge stack's web ACL reports in us-east-1.
 */
export class OperatorAlarms extends Construct {
  readonly topic: sns.Topic;
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, props: OperatorAlarmsProps) {
    super(scope, id);
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

  /** An alarm on `metric` at or above `threshold` in one period, sent to the operators. */
  alarm(id: string, metric: cloudwatch.IMetric, threshold: number, description: string): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(this.action);
    return alarm;
  }

  /** Lambda errors and throttles of every function in the stack's region. */
  lambdaAlarms(): void {
    const lambdaMetric = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName, statistic: 'Sum', period: FIVE_MINUTES });
    this.alarm(
      'LambdaErrors',
      lambdaMetric('Errors'),
      ALARM_THRESHOLDS.lambdaErrors,
      'Lambda functions failed repeatedly: read the functions’ log groups for "level":"error".',
    );
    this.alarm(
      'LambdaThrottles',
      lambdaMetric('Throttles'),
      ALARM_THRESHOLDS.lambdaThrottles,
      'Lambda refused calls for lack of concurrency: raise the account quota (npm run preflight says).',
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
   */
  auditOutboxAlarm(): void {
    this.alarm(
      'AuditEntriesWaiting',
      new cloudwatch.Metric({
        namespace: METRIC_NAMESPACE,
        metricName: AUDIT_OUTBOX_WAITING,
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
  malwareScanAlarms(): void {
    const count = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: METRIC_NAMESPACE,
        metricName,
        statistic: 'Sum',
        period: FIVE_MINUTES,
      });
    this.alarm(
      'MalwareScansFailed',
      count(MALWARE_SCANS_FAILED),
      ALARM_THRESHOLDS.malwareScansFailed,
      'GuardDuty could not scan a client’s file (FAILED or ACCESS_DENIED): check the Malware Protection plan’s status and its role; the file is held for staff.',
    );
    this.alarm(
      'ClientFilesUnscanned',
      count(CLIENT_FILES_UNSCANNED),
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
