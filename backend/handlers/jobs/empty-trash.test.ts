/**
 * Emptying the Trash against the local stack (dynalite, s3rver, the local Lambda): 500 files, the answer at
 * once, every file gone, and the audit log holding the start and every file; with the audit table refusing
 * writes during the job, the entries are held in the outbox and reach the log, with their own ids, after
 * the sweeper's drain.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../adapters/dynamodb/audit-log';
import { documentStore } from '../../adapters/dynamodb/documents';
import { trashEmptyingJobs } from '../../adapters/dynamodb/jobs';
import type { AuditEntry } from '../../domain/audit/audit-log';
import { objectKeyOf, type DocumentRecord } from '../../domain/documents/records';
import { config, resetConfig } from '../../config';
import { tables } from '../../adapters/dynamodb/tables';
import { EmptyTrashDocument, TrashEmptyingDocument } from '../../contract/graphql/documents.generated';
import { TEST_ADMIN, dataOf } from '../../testing/test-stack';
import { useTestStack } from '../../testing/use-test-stack';
import { useSignedInStaff } from '../../testing/test-callers';
import { handler as runJob } from './empty-trash';
import { productClock } from '../../adapters/clock';

const stack = useTestStack();
const signedIn = useSignedInStaff(stack);

/** Files already in the Trash (a record and its version; the sweeper's test covers the objects). */
async function trashFiles(count: number, label: string): Promise<string[]> {
  const at = new Date(productClock().getTime() - 60_000).toISOString();
  const ids = Array.from({ length: count }, () => randomUUID());
  for (let start = 0; start < count; start += 25) {
    await Promise.all(
      ids.slice(start, start + 25).map(async (id, offset) => {
        const versionId = `${at}-${id.slice(0, 8)}`;
        const record: DocumentRecord = {
          id,
          kind: 'file',
          name: `${label} ${String(start + offset).padStart(3, '0')}.txt`,
          folderId: 'root',
          state: 'trash',
          contentType: 'text/plain',
          size: 5,
          createdAt: at,
          updatedAt: at,
          trashedAt: at,
          currentVersionId: versionId,
          versionCount: 1,
          revision: 1,
        };
        await documentStore.create(record);
        await documentStore.putVersion({
          documentId: id,
          versionId,
          key: objectKeyOf(id, versionId),
          size: 5,
          contentType: 'text/plain',
          uploadedBy: 'Test',
          uploadedByEmail: 'test@firm.example',
          uploadedAt: at,
          state: 'ready',
        });
      }),
    );
  }
  return ids;
}

/** Every entry of one action, walking the action index's pages. */
async function entriesOf(action: AuditEntry['action']): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await listAuditEntries({ action, cursor, limit: 100 });
    entries.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
}

describe('emptying the Trash, a job', () => {
  it('answers at once for 500 files; the job deletes them all, one audit entry each', async () => {
    const ids = await trashFiles(500, 'Bulk');
    const asked = performance.now();
    const job = dataOf((await stack.graphql(EmptyTrashDocument, {}, signedIn.adminToken)).body).emptyTrash;
    const answeredMs = performance.now() - asked;
    console.log(`emptyTrash answered in ${answeredMs.toFixed(0)} ms for ${job.total} files`);
    expect(job).toMatchObject({ state: 'running', total: 500, deleted: 0 });
    expect(answeredMs).toBeLessThan(3000);

    await stack.jobsSettled();
    const ended = dataOf(
      (await stack.graphql(TrashEmptyingDocument, { id: job.id }, signedIn.adminToken)).body,
    ).trashEmptying;
    expect(ended).toMatchObject({ state: 'done', deleted: 500, failed: 0 });
    expect(await documentStore.countTrash()).toBe(0);
    expect(await documentStore.get(ids[0]!)).toBeUndefined();

    const byTarget = (await listAuditEntries({ target: { type: 'job', id: job.id }, limit: 10 })).items;
    expect(byTarget.map((entry) => entry.action).sort()).toEqual([
      'documents.trash-emptied',
      'documents.trash-emptying-started',
    ]);
    const purged = (await entriesOf('documents.purged')).filter((entry) => entry.detail?.includes(job.id));
    expect(new Set(purged.map((entry) => entry.targetId))).toEqual(new Set(ids));
    expect(purged.every((entry) => entry.actorEmail === TEST_ADMIN.email)).toBe(true);
  }, 120_000);

  it('with the audit table refusing writes during the job, its entries arrive after the drain', async () => {
    const ids = await trashFiles(12, 'Outage');
    const jobId = randomUUID();
    await trashEmptyingJobs.create({
      id: jobId,
      state: 'running',
      total: ids.length,
      deleted: 0,
      failed: 0,
      startedAt: productClock().toISOString(),
      startedBy: { userId: 'admin-id', email: TEST_ADMIN.email },
    });
    const auditTable = config().tableNames.audit;
    process.env[tables.audit.envVar] = 'audit-table-that-is-not-there';
    resetConfig();
    try {
      await runJob({ jobId });
    } finally {
      process.env[tables.audit.envVar] = auditTable;
      resetConfig();
    }
    expect(await documentStore.countTrash()).toBe(0);
    const missing = async () =>
      (await entriesOf('documents.purged')).filter((entry) => entry.detail?.includes(jobId));
    expect(await missing()).toEqual([]);

    const drained = (await stack.runSchedule('ConsultationNoticeSweeper')) as Record<string, number>;
    expect(drained).toMatchObject({ auditDelivered: ids.length + 1, auditWaiting: 0 });
    expect(new Set((await missing()).map((entry) => entry.targetId))).toEqual(new Set(ids));
    const last = (await listAuditEntries({ target: { type: 'job', id: jobId }, limit: 10 })).items;
    expect(last).toMatchObject([{ action: 'documents.trash-emptied', detail: 'deleted: 12, failed: 0' }]);
  }, 60_000);
});
