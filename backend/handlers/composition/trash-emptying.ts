/** Emptying the Trash as a request: it records the job and starts the job function (Lambda). */
import { randomUUID } from 'node:crypto';
import { startJob } from '../../adapters/jobs';
import { config } from '../../config';
import type { TrashEmptyingDependencies } from '../../domain/documents/trash-emptying';
import { trashEmptierDependencies } from './documents';

/** Emptying the Trash: the request records and starts the job, the job function runs it. */
export function trashEmptyingDependencies(): TrashEmptyingDependencies {
  return {
    ...trashEmptierDependencies(),
    startJob: (job) => startJob(config().trashEmptierFunction, job),
    newId: randomUUID,
  };
}
