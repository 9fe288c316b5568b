/**
 * Emptying the Trash as a job, so that no request's time limit decides how much of it is recorded. The
 * administrator's request counts the Trash, records the job and the entry "Trash emptying started" (before
 * anything is deleted: without it nothing is), starts the job and answers at once. The job deletes the files
 * trashed before it started, a page at a time, one audit entry per file with its outcome, the job's counts
 * after every page, and a last entry when it is done. Run again (Lambda retries a run that failed), it carries
 * on with what is still in the Trash: a file already gone is no longer listed, and a finished job is left.
 */
import type { TrashEmptyingView } from '../../contract/documents';
import type { AuditActor } from '../audit/audit-log';
import type { AdministratorActor } from '../auth/callers';
import { clientNetwork } from '../client-network';
import { UserFacingError } from '../errors';
import type { NoArguments } from '../operation';
import type { LibraryDependencies } from './library';
import type { DocumentRecord } from './records';
import { purge } from './trash';

/** The job as stored: what the File Manager sees of it, and on whose behalf it runs. */
export interface TrashEmptyingJob extends Omit<TrashEmptyingView, 'finishedAt'> {
  finishedAt?: string;
  /** Who asked, and from which network: the job's audit entries are theirs. */
  startedBy: { userId: string; email: string };
  network?: string;
}

/** Where jobs are kept while they run and a while after, so their progress can be asked for by id. */
export interface TrashEmptyingJobs {
  create(job: TrashEmptyingJob): Promise<void>;
  get(id: string): Promise<TrashEmptyingJob | undefined>;
  /** Adds to the counts in one atomic update, so two runs of one job never lose each other's. */
  addProgress(id: string, counts: { deleted: number; failed: number }): Promise<void>;
  finish(id: string, finishedAt: string): Promise<void>;
}

export interface TrashEmptyingDependencies extends LibraryDependencies {
  jobs: TrashEmptyingJobs;
  /** Hands the job to its runner (an asynchronous invoke); the request does not wait for it. */
  startJob(job: TrashEmptyingStart): Promise<void>;
  newId(): string;
}

/** What the job function uses: it starts no job and mints no id. */
export type TrashEmptyingRunDependencies = Omit<TrashEmptyingDependencies, 'startJob' | 'newId'>;

/** What the runner receives. */
export interface TrashEmptyingStart {
  jobId: string;
}

export const trashEmptyingMessages = {
  notFound: 'No such Trash emptying.',
} as const;

function view(job: TrashEmptyingJob): TrashEmptyingView {
  return {
    id: job.id,
    state: job.state,
    total: job.total,
    deleted: job.deleted,
    failed: job.failed,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt ?? null,
  };
}

/** Administrators only: starts deleting every file in the Trash for good and answers with the job at once. */
export async function emptyTrash(
  actor: AdministratorActor,
  _args: NoArguments,
  deps: TrashEmptyingDependencies,
): Promise<TrashEmptyingView> {
  const job: TrashEmptyingJob = {
    id: deps.newId(),
    state: 'running',
    total: await deps.store.countTrash(),
    deleted: 0,
    failed: 0,
    startedAt: deps.now().toISOString(),
    startedBy: { userId: actor.user._id, email: actor.user.email },
    network: clientNetwork(actor.sourceIp),
  };
  await deps.audit.record({
    action: 'documents.trash-emptying-started',
    actor: job.startedBy,
    target: { type: 'job', id: job.id },
    network: job.network,
    detail: `files: ${job.total}`,
  });
  await deps.jobs.create(job);
  await deps.startJob({ jobId: job.id });
  return view(job);
}

/** Administrators only: how far a Trash emptying has got (one GetItem). */
export async function trashEmptying(
  _actor: AdministratorActor,
  { id }: { id: string },
  deps: Pick<TrashEmptyingDependencies, 'jobs'>,
): Promise<TrashEmptyingView> {
  const job = await deps.jobs.get(id);
  if (!job) throw new UserFacingError(trashEmptyingMessages.notFound, 'NotFound');
  return view(job);
}

/** The job's own entry about one file: who asked, which file, how it ended. */
function fileEntry(job: TrashEmptyingJob, actor: AuditActor, record: DocumentRecord, error?: unknown) {
  return {
    action: 'documents.purged' as const,
    actor,
    outcome: error === undefined ? ('success' as const) : ('failure' as const),
    target: { type: 'document', id: record.id, label: record.name },
    network: job.network,
    detail:
      error === undefined
        ? `Trash emptied (job ${job.id})`
        : `Trash emptied (job ${job.id}): not deleted, ${error instanceof Error ? error.message : String(error)}`,
  };
}

/** The runner's work (no actor: nobody waits for it). Returns the job as it ended, or undefined if unknown. */
export async function runTrashEmptying(
  { jobId }: TrashEmptyingStart,
  deps: TrashEmptyingRunDependencies,
): Promise<TrashEmptyingJob | undefined> {
  const job = await deps.jobs.get(jobId);
  if (!job || job.state === 'done') return job;
  const actor: AuditActor = job.startedBy;
  let cursor: string | null | undefined;
  do {
    const page = await deps.store.listTrash({ direction: 'asc', cursor });
    const counts = { deleted: 0, failed: 0 };
    for (const record of page.items) {
      // Trashed after the job started: not what the administrator saw and asked to delete.
      if (!record.trashedAt || record.trashedAt > job.startedAt) continue;
      try {
        await purge(deps, record);
        counts.deleted += 1;
        await deps.audit.recordAfter(fileEntry(job, actor, record));
      } catch (error) {
        counts.failed += 1;
        await deps.audit.recordAfter(fileEntry(job, actor, record, error));
      }
    }
    if (counts.deleted + counts.failed > 0) await deps.jobs.addProgress(job.id, counts);
    cursor = page.nextCursor;
  } while (cursor);
  const finishedAt = deps.now().toISOString();
  await deps.jobs.finish(job.id, finishedAt);
  const ended = (await deps.jobs.get(job.id)) ?? job;
  await deps.audit.recordAfter({
    action: 'documents.trash-emptied',
    actor,
    outcome: ended.failed > 0 ? 'failure' : 'success',
    target: { type: 'job', id: job.id },
    network: job.network,
    detail: `deleted: ${ended.deleted}, failed: ${ended.failed}`,
  });
  return ended;
}
