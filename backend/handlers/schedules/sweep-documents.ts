/**
 * Scheduled: deletes files 30 days in the Trash and uploads never confirmed (domain/documents), and does
 * what client document requests are due for: the firm's activity digest, the client's reminder, the expiry
 * (domain/client-requests/sweep.ts). One function for both keeps the stack small.
 */
import { sweepClientRequests } from '../../domain/client-requests/sweep';
import { sweepDocuments } from '../../domain/documents/trash';
import { clientRequestSweepDependencies } from '../composition/client-request-sweep';
import { libraryDependencies } from '../composition/documents';

export async function handler() {
  const result = await sweepDocuments(libraryDependencies());
  const requests = await sweepClientRequests(clientRequestSweepDependencies());
  console.log(
    JSON.stringify({ level: 'info', message: 'documents-swept', ...result, requests: requests.swept }),
  );
  return { ...result, requests: requests.swept };
}
