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

/**
 * The dimension every metric carries in AWS: the name of the function that wrote it (config().functionName),
 * unique per stage, so staging's numbers never mix with production's in one account and region.
 */
export const METRIC_FUNCTION_DIMENSION = 'FunctionName';

/** One metric's value as the log line CloudWatch reads; `functionName` absent (locally), no dimension. */
export function metricLine(
  name: string,
  value: number,
  functionName: string | undefined,
  now = new Date(),
): string {
  return JSON.stringify({
    _aws: {
      Timestamp: now.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: METRIC_NAMESPACE,
          Dimensions: [functionName ? [METRIC_FUNCTION_DIMENSION] : []],
          Metrics: [{ Name: name, Unit: 'Count' }],
        },
      ],
    },
    ...(functionName ? { [METRIC_FUNCTION_DIMENSION]: functionName } : {}),
    [name]: value,
  });
}
