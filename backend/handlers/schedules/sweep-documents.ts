/** Scheduled: deletes files 30 days in the Trash and uploads never confirmed (domain/documents). */
import { sweepDocuments } from '../../domain/documents/trash';
import { libraryDependencies } from '../composition';

export async function handler() {
  const result = await sweepDocuments(libraryDependencies());
  console.log(JSON.stringify({ level: 'info', message: 'documents-swept', ...result }));
  return result;
}
