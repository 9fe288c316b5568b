/** Trash-emptying jobs in memory, for the domain's tests: the same contract as adapters/dynamodb/jobs.ts. */
import type { TrashEmptyingJob, TrashEmptyingJobs } from '../domain/documents/trash-emptying';

export class MemoryTrashEmptyingJobs implements TrashEmptyingJobs {
  readonly jobs = new Map<string, TrashEmptyingJob>();

  async create(job: TrashEmptyingJob) {
    if (this.jobs.has(job.id)) throw new Error('duplicate job id');
    this.jobs.set(job.id, { ...job });
  }

  async get(id: string) {
    const job = this.jobs.get(id);
    return job && { ...job };
  }

  async addProgress(id: string, counts: { deleted: number; failed: number }) {
    const job = this.jobs.get(id)!;
    job.deleted += counts.deleted;
    job.failed += counts.failed;
  }

  async finish(id: string, finishedAt: string) {
    Object.assign(this.jobs.get(id)!, { state: 'done', finishedAt });
  }
}
