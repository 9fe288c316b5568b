import { runTrashEmptying, type TrashEmptyingStart } from '../../domain/documents/trash-emptying';
import { invocation, log } from '../composition/log';
import { trashEmptierDependencies } from '../composition/documents';

/** Invoked asynchronously by Mutation.emptyTrash (see registry.ts): the deleting happens here. */
async function handle(job: TrashEmptyingStart): Promise<void> {
  const ended = await runTrashEmptying(job, trashEmptierDependencies());
  log.info('trash-emptied', { jobId: job.jobId, deleted: ended?.deleted, failed: ended?.failed });
}

/** The Lambda entry point: one invocation, one request id on every line it logs. */
export const handler = invocation(handle);
