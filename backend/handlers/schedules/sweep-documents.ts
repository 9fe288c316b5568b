/**
 * Scheduled: deletes files 30 days in the Trash and uploads never confirmed (domain/documents), and does
 * what client document requests are due for: the firm's activity digest, the client's reminder, the expiry,
 * and a file whose malware scan did not finish in time (domain/client-requests/sweep.ts), counted in a
 * metric the operators' alarm reads. One function for both keeps the stack small.
 */
import { emitMetric, invocation, log } from '../composition/log';
import { sweepClientRequests } from '../../domain/client-requests/sweep';
import { sweepDocuments } from '../../domain/documents/trash';
import { clientRequestSweepDependencies, unscannedFilesMetric } from '../composition/client-request-sweep';
import { libraryDependencies } from '../composition/documents';

async function handle() {
  const result = await sweepDocuments(libraryDependencies());
  const requests = await sweepClientRequests(clientRequestSweepDependencies());
  emitMetric(unscannedFilesMetric(requests.unscanned));
  log.info('documents-swept', { ...result, requests: requests.swept, unscanned: requests.unscanned });
  return { ...result, requests: requests.swept, unscanned: requests.unscanned };
}

/** The Lambda entry point: one invocation, one request id on every line it logs. */
export const handler = invocation(handle);
