/**
 * CloudWatch metrics written as log lines in the Embedded Metric Format: Lambda's log group turns the line
 * into a metric, with no API call and no resource beyond the alarm that reads it (infra/operator-alarms.ts).
 * Locally the line is only a log line.
 */
export const METRIC_NAMESPACE = 'LawFirm';

/** Audit entries still waiting in the outbox after a drain: above zero for long, the audit log is failing. */
export const AUDIT_OUTBOX_WAITING = 'AuditOutboxWaiting';

/**
 * Malware scans of clients' files that failed on the service's side (GuardDuty's result FAILED or
 * ACCESS_DENIED), counted by the promotion: above zero, scanning is broken and files are held.
 */
export const MALWARE_SCANS_FAILED = 'MalwareScansFailed';

/** Clients' files whose scan result never came within the bound, counted by the documents sweeper. */
export const CLIENT_FILES_UNSCANNED = 'ClientFilesUnscanned';

/** One metric's value as the log line CloudWatch reads. */
export function metricLine(name: string, value: number, now = new Date()): string {
  return JSON.stringify({
    _aws: {
      Timestamp: now.getTime(),
      CloudWatchMetrics: [
        { Namespace: METRIC_NAMESPACE, Dimensions: [[]], Metrics: [{ Name: name, Unit: 'Count' }] },
      ],
    },
    [name]: value,
  });
}
