/**
 * The scan-result event of GuardDuty Malware Protection for S3 (EventBridge, "GuardDuty Malware Protection
 * Object Scan Result"), for an object under the documents bucket's `quarantine/`: promote the client's file or
 * hold it (domain/client-requests/promotion.ts). EventBridge may deliver an event twice; the domain acts once.
 * Locally the stand-in scanner (backend/local/malware-scanner.ts) calls this handler with the same event.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import type { ScanStatus } from '../../domain/client-requests/ports';
import { handleScanResult } from '../../domain/client-requests/promotion';
import { promotionDependencies } from '../composition/client-files';
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

export async function handler(event: EventBridgeEvent<typeof SCAN_RESULT_DETAIL_TYPE, ScanResultDetail>) {
  const { s3ObjectDetails, scanResultDetails } = event.detail;
  const outcome = await handleScanResult(
    {
      key: s3ObjectDetails.objectKey,
      status: scanResultDetails.scanResultStatus,
      threats: scanResultDetails.threats?.map((threat) => threat.name),
    },
    promotionDependencies(),
  );
  console.log(JSON.stringify({ level: 'info', message: 'client-file-scanned', outcome }));
  return { outcome };
}
