/** Scheduled: deletes files 30 days in the Trash and uploads never confirmed (domain/documents). */
import { documentStore } from '../../adapters/dynamodb/documents';
import { documentObjects } from '../../adapters/s3/documents';
import { sweepDocuments } from '../../domain/documents/library';
import { auditLog } from '../audit';

export async function handler() {
  const result = await sweepDocuments({
    store: documentStore,
    objects: documentObjects,
    audit: auditLog(),
    now: () => new Date(),
  });
  console.log(JSON.stringify({ level: 'info', message: 'documents-swept', ...result }));
  return result;
}
