/**
 * Clients' files reaching the File Manager through its own rules (domain/documents/received-files.ts), and
 * the promotion of a scanned file out of the quarantine: DynamoDB and the documents bucket.
 */
import { clientRequestStore } from '../../adapters/dynamodb/client-requests';
import { runningFunctionName } from '../../config';
import { productClock } from '../../adapters/clock';
import { MALWARE_SCANS_FAILED, metricLine } from '../../adapters/metrics';
import { quarantine } from '../../adapters/s3/quarantine';
import type { FirmFiles } from '../../domain/client-requests/ports';
import type { PromotionDependencies } from '../../domain/client-requests/promotion';
import type { LibraryDependencies } from '../../domain/documents/library';
import { addReceivedFile, clientFolder, folderNameOf } from '../../domain/documents/received-files';
import { libraryDependencies } from './documents';
import { auditLog } from './shared';

/** The File Manager as client requests see it: folder names, the client's folder and a received file. */
export function firmFiles(library: LibraryDependencies = libraryDependencies()): FirmFiles {
  return {
    folderName: (folderId) => folderNameOf(library, folderId),
    clientFolder: (actor, name) => clientFolder(actor, name, library),
    addFile: ({ quarantineKey, object, ...file }) =>
      addReceivedFile(
        { ...file, source: { key: quarantineKey, eTag: object.eTag, s3VersionId: object.versionId } },
        library,
      ),
  };
}

/** A scanned file's promotion into its folder, or its hold with the reason. */
export function promotionDependencies(): PromotionDependencies {
  return {
    store: clientRequestStore,
    quarantine,
    files: firmFiles(),
    audit: auditLog(),
    now: productClock,
  };
}

/** How many scans failed on the service's side in one result (0 or 1), as the log line CloudWatch reads. */
export const scanFailuresMetric = (failed: number) =>
  metricLine(MALWARE_SCANS_FAILED, failed, runningFunctionName());
