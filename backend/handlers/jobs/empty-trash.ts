import { runTrashEmptying, type TrashEmptyingStart } from '../../domain/documents/trash-emptying';
import { trashEmptierDependencies } from '../composition/documents';

/** Invoked asynchronously by Mutation.emptyTrash (see registry.ts): the deleting happens here. */
export async function handler(job: TrashEmptyingStart): Promise<void> {
  const ended = await runTrashEmptying(job, trashEmptierDependencies());
  console.log(
    JSON.stringify({
      level: 'info',
      message: 'trash-emptied',
      jobId: job.jobId,
      deleted: ended?.deleted,
      failed: ended?.failed,
    }),
  );
}
