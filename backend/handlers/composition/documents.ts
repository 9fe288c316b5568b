/** The File Manager and the job that empties its Trash: DynamoDB and the documents bucket. */
import { documentStore } from '../../adapters/dynamodb/documents';
import { trashEmptyingJobs } from '../../adapters/dynamodb/jobs';
import { productClock } from '../../adapters/clock';
import { documentObjects } from '../../adapters/s3/documents';
import type { LibraryDependencies } from '../../domain/documents/library';
import type { TrashEmptyingRunDependencies } from '../../domain/documents/trash-emptying';
import { auditLog } from './shared';

/** The File Manager. */
export function libraryDependencies(): LibraryDependencies {
  return { store: documentStore, objects: documentObjects, audit: auditLog(), now: productClock };
}

/** The job function that empties the Trash (it starts no job itself). */
export function trashEmptierDependencies(): TrashEmptyingRunDependencies {
  return { ...libraryDependencies(), jobs: trashEmptyingJobs };
}
