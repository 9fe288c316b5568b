/**
 * The scan-result event of GuardDuty Malware Protection for S3 (EventBridge, "GuardDuty Malware Protection
 * Object Scan Result"), for an object under the documents bucket's `quarantine/`: promote the client's file or
 * hold it (domain/client-requests/promotion.ts), exactly the object the event names (its ETag, and its
 * version id where the bucket keeps versions). EventBridge may deliver an event twice; the domain acts once.
 * A scan that failed on the service's side is counted in a metric the operators' alarm reads
 * (infra/operator-alarms.ts). Locally the stand-in scanner (backend/local/malware-scanner.ts) calls this
 * handler with the same event.
 */
import { emitMetric, invocation, log } from '../composition/log';
import type { EventBridgeEvent } from 'aws-lambda';
import type { QuarantineObject, ScanStatus } from '../../domain/client-requests/ports';
import { handleScanResult } from '../../domain/client-requests/promotion';
import { promotionDependencies, scanFailuresMetric } from '../composition/client-files';
import type { FunctionGrants } from '../function-grants';

/** The tables the promotion may touch: the requests and the File Manager's records (its stack grant). */
export const PROMOTION_TABLES = {
  reads: ['clientRequests', 'documents'],
  writes: ['clientRequests', 'documents', 'documentVersions'],
  appends: ['audit'],
} as const satisfies Pick<FunctionGrants, 'reads' | 'writes' | 'appends'>;

export const SCAN_RESULT_SOURCE = 'aws.guardduty';
export const SCAN_RESULT_DETAIL_TYPE = 'GuardDuty Malware Protection Object Scan Result';

/** The part of GuardDuty's event the promotion reads. */
export interface ScanResultDetail {
  scanStatus: string;
  resourceType: string;
  s3ObjectDetails: { bucketName: string; objectKey: string; eTag?: string; versionId?: string };
  scanResultDetails: { scanResultStatus: ScanStatus; threats?: { name: string }[] | null };
}

/**
 * The results that say the scanning itself is broken (GuardDuty failed, or its role cannot read the
 * object), for the operators. UNSUPPORTED is a client's file no scanner can read (a password-protected
 * archive): held for staff, not an operator's matter.
 */
export const OPERATOR_SCAN_FAILURES: readonly ScanStatus[] = ['FAILED', 'ACCESS_DENIED'];

/** The object the event names: its ETag without quotes, and its version id when it has one. */
function scannedObject(details: ScanResultDetail['s3ObjectDetails']): QuarantineObject | undefined {
  const eTag = details.eTag?.replace(/"/g, '');
  if (!eTag) return undefined;
  const versionId = details.versionId && details.versionId !== 'null' ? details.versionId : undefined;
  return versionId ? { eTag, versionId } : { eTag };
}

async function handle(event: EventBridgeEvent<typeof SCAN_RESULT_DETAIL_TYPE, ScanResultDetail>) {
  const { s3ObjectDetails, scanResultDetails } = event.detail;
  const status = scanResultDetails.scanResultStatus;
  emitMetric(scanFailuresMetric(OPERATOR_SCAN_FAILURES.includes(status) ? 1 : 0));
  const object = scannedObject(s3ObjectDetails);
  const outcome = await handleScanResult(
    {
      key: s3ObjectDetails.objectKey,
      ...(object ? { object } : {}),
      status,
      threats: scanResultDetails.threats?.map((threat) => threat.name),
    },
    promotionDependencies(),
  );
  // A result that names no object version or ETag cannot be promoted: the operators hear of it.
  (object ? log.info : log.error)('client-file-scanned', { outcome, status, identified: !!object });
  return { outcome };
}

/** The Lambda entry point: one invocation, one request id on every line it logs. */
export const handler = invocation(handle);
