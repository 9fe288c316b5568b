/**
 * The File Manager's rules on in-memory ports (memory-document-store.ts): folders, uploads and links, the
 * Trash and the sweeper, with a clock the tests move. The handler tests (handlers/graphql/documents) keep
 * the paths through AppSync, DynamoDB and S3.
 */
import { SILENT_LOG } from '../../../backend/domain/log';
import { describe, expect, it } from 'vitest';
import { ROOT_FOLDER_ID, documentMessages } from '../../contract/documents';
import { auditEntryView, createAuditLog } from '../audit/audit-log';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import type { AdministratorActor, StaffActor } from '../auth/callers';
import { storedUser } from '../../testing/memory-auth';
import { createFolder, deleteFolder, listFolder, renameDocument, searchDocuments } from './folders';
import type { LibraryDependencies } from './library';
import { MemoryDocumentStore, MemoryObjectStore } from '../../testing/memory-document-store';
import { listTrash, restoreDocument, sweepDocuments, trashDocument } from './trash';
import { MemoryTrashEmptyingJobs } from '../../testing/memory-jobs';
import { emptyTrash, runTrashEmptying, trashEmptying, type TrashEmptyingStart } from './trash-emptying';
import { confirmUpload, documentLink, listVersions, requestUpload } from './uploads';

const dana: StaffActor = {
  kind: 'staff',
  user: storedUser('dana@firm.example'),
  sourceIp: '192.0.2.40',
  sessionId: 'session-dana',
};
const admin: AdministratorActor = {
  kind: 'staff',
  user: { ...storedUser('admin@firm.example'), isAdmin: true },
  sourceIp: '192.0.2.41',
  sessionId: 'session-admin',
};
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function setUp() {
  let clock = new Date('2026-04-01T09:00:00Z');
  const store = new MemoryDocumentStore();
  const objects = new MemoryObjectStore();
  const auditStore = new MemoryAuditStore();
  const deps: LibraryDependencies = {
    store,
    objects,
    audit: createAuditLog(auditStore, { now: () => clock, log: SILENT_LOG }),
    now: () => clock,
  };
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  return { deps, store, objects, auditStore, advance };
}

/** Announces a file, lets its bytes arrive as announced and confirms it. */
async function upload(
  deps: LibraryDependencies,
  objects: MemoryObjectStore,
  name: string,
  folderId?: string,
) {
  const size = 1200;
  const ticket = await requestUpload(dana, { folderId, name, size, contentType: 'application/pdf' }, deps);
  const version = await deps.store.getVersion(ticket.documentId, ticket.versionId);
  objects.arrive(version?.key ?? '', { size, contentType: 'application/pdf' });
  return confirmUpload(dana, { documentId: ticket.documentId, versionId: ticket.versionId }, deps);
}

describe('folders', () => {
  it('keeps one name per folder, whatever its case, and lists folders before files', async () => {
    const { deps, objects } = setUp();
    const cases = await createFolder(dana, { name: 'Cases' }, deps);
    await upload(deps, objects, 'Brief.pdf');
    await expect(createFolder(dana, { name: 'cases' }, deps)).rejects.toThrow(documentMessages.nameTaken);
    await expect(renameDocument(dana, { id: cases.id, name: 'BRIEF.PDF' }, deps)).rejects.toThrow(
      documentMessages.nameTaken,
    );
    const { path, page } = await listFolder(dana, { sort: 'name' }, deps);
    expect(path).toEqual([{ id: ROOT_FOLDER_ID, name: 'Documents' }]);
    expect(page.items.map((item) => [item.kind, item.name])).toEqual([
      ['folder', 'Cases'],
      ['file', 'Brief.pdf'],
    ]);
  });

  it('deletes only an empty folder', async () => {
    const { deps, objects } = setUp();
    const cases = await createFolder(dana, { name: 'Cases' }, deps);
    await upload(deps, objects, 'Brief.pdf', cases.id);
    await expect(deleteFolder(dana, { id: cases.id }, deps)).rejects.toThrow(documentMessages.folderNotEmpty);
  });
});

describe('uploads and links', () => {
  it('counts an upload once its bytes arrived as announced, and finds it by the start of its name', async () => {
    const { deps, objects, auditStore } = setUp();
    const file = await upload(deps, objects, 'Medical Records.pdf');
    expect(file).toMatchObject({ state: 'ready', versionCount: 1, uploadedBy: 'Dana Whitfield' });
    expect((await searchDocuments(dana, { name: 'medical' }, deps)).items.map((item) => item.id)).toEqual([
      file.id,
    ]);
    expect(auditStore.entries.map((entry) => entry.action)).toContain('documents.uploaded');
  });

  it('discards bytes that differ from the announcement', async () => {
    const { deps, objects } = setUp();
    const ticket = await requestUpload(
      dana,
      { name: 'Brief.pdf', size: 1200, contentType: 'application/pdf' },
      deps,
    );
    const version = await deps.store.getVersion(ticket.documentId, ticket.versionId);
    objects.arrive(version?.key ?? '', { size: 999, contentType: 'application/pdf' });
    await expect(
      confirmUpload(dana, { documentId: ticket.documentId, versionId: ticket.versionId }, deps),
    ).rejects.toThrow(documentMessages.uploadMismatch);
    expect(objects.objects.size).toBe(0);
  });

  it('keeps each upload of the same name as a version, newest first', async () => {
    const { deps, objects, advance } = setUp();
    const first = await upload(deps, objects, 'Brief.pdf');
    advance(MINUTE);
    const second = await upload(deps, objects, 'Brief.pdf');
    expect(second).toMatchObject({ id: first.id, versionCount: 2 });
    const versions = await listVersions(dana, { id: first.id }, deps);
    expect(versions.items.map((version) => version.uploadedAt)).toEqual([
      '2026-04-01T09:01:00.000Z',
      '2026-04-01T09:00:00.000Z',
    ]);
  });

  it('gives no link to a file in the Trash', async () => {
    const { deps, objects } = setUp();
    const file = await upload(deps, objects, 'Brief.pdf');
    await expect(documentLink(dana, { id: file.id, disposition: 'inline' }, deps)).resolves.toMatchObject({
      url: expect.stringContaining('memory://documents/'),
    });
    await trashDocument(dana, { id: file.id }, deps);
    await expect(documentLink(dana, { id: file.id, disposition: 'inline' }, deps)).rejects.toThrow(
      documentMessages.inTrash,
    );
  });
});

describe('the Trash and the sweeper', () => {
  it('frees a trashed file’s name, and refuses to restore it over a new file of that name', async () => {
    const { deps, objects } = setUp();
    const old = await upload(deps, objects, 'Brief.pdf');
    await trashDocument(dana, { id: old.id }, deps);
    expect((await listTrash(dana, {}, deps)).items.map((item) => item.id)).toEqual([old.id]);
    await upload(deps, objects, 'Brief.pdf');
    await expect(restoreDocument(dana, { id: old.id }, deps)).rejects.toThrow(documentMessages.restoreClash);
  });

  it('restores a file to the top folder when its folder is gone', async () => {
    const { deps, objects } = setUp();
    const cases = await createFolder(dana, { name: 'Cases' }, deps);
    const file = await upload(deps, objects, 'Brief.pdf', cases.id);
    await trashDocument(dana, { id: file.id }, deps);
    await deleteFolder(dana, { id: cases.id }, deps);
    await expect(restoreDocument(dana, { id: file.id }, deps)).resolves.toMatchObject({
      state: 'ready',
      folderId: ROOT_FOLDER_ID,
    });
  });

  it('deletes trashed files after 30 days and uploads never confirmed after an hour, bytes and all', async () => {
    const { deps, objects, advance, auditStore } = setUp();
    const kept = await upload(deps, objects, 'Kept.pdf');
    const trashed = await upload(deps, objects, 'Old.pdf');
    await trashDocument(dana, { id: trashed.id }, deps);
    await requestUpload(dana, { name: 'Never.pdf', size: 10, contentType: 'application/pdf' }, deps);
    advance(61 * MINUTE);
    expect(await sweepDocuments(deps)).toEqual({ trashed: 0, abandoned: 1 });
    advance(30 * DAY);
    expect(await sweepDocuments(deps)).toEqual({ trashed: 1, abandoned: 0 });
    expect(await deps.store.get(trashed.id)).toBeUndefined();
    expect(await deps.store.get(kept.id)).toMatchObject({ state: 'ready' });
    expect(objects.objects.size).toBe(1);
    // Done by the schedule, with nobody signed in: the audit says "system", not "visitor".
    const purged = auditStore.entries.find((entry) => entry.action === 'documents.purged')!;
    expect(auditEntryView(purged)).toMatchObject({
      actorEmail: null,
      actorKind: 'system',
      detail: 'Trash expiry',
    });
  });
});

describe('emptying the Trash, a job', () => {
  function setUpJob() {
    const setup = setUp();
    const jobs = new MemoryTrashEmptyingJobs();
    const started: TrashEmptyingStart[] = [];
    let ids = 0;
    const deps = {
      ...setup.deps,
      jobs,
      startJob: async (job: TrashEmptyingStart) => {
        started.push(job);
      },
      newId: () => `job-${(ids += 1)}`,
    };
    return { ...setup, deps, jobs, started };
  }

  it('answers at once with the job; the job deletes each file with its own entry, then a last one', async () => {
    const { deps, objects, auditStore, started, advance } = setUpJob();
    for (const name of ['A.pdf', 'B.pdf', 'C.pdf']) {
      const file = await upload(deps, objects, name);
      await trashDocument(dana, { id: file.id }, deps);
    }
    const job = await emptyTrash(admin, {}, deps);
    expect(job).toMatchObject({ state: 'running', total: 3, deleted: 0, failed: 0 });
    expect(started).toEqual([{ jobId: job.id }]);
    // Nothing is deleted by the request itself; its entry is written before the job may start.
    expect((await listTrash(admin, {}, deps)).items).toHaveLength(3);
    expect(auditStore.entries.map((entry) => entry.action)).toContain('documents.trash-emptying-started');

    advance(MINUTE);
    await runTrashEmptying(started[0]!, deps);
    expect((await listTrash(admin, {}, deps)).items).toEqual([]);
    expect(objects.objects.size).toBe(0);
    expect(await trashEmptying(admin, { id: job.id }, deps)).toMatchObject({
      state: 'done',
      deleted: 3,
      failed: 0,
    });
    const purged = auditStore.entries.filter((entry) => entry.action === 'documents.purged');
    expect(purged.map((entry) => entry.targetLabel).sort()).toEqual(['A.pdf', 'B.pdf', 'C.pdf']);
    expect(purged.every((entry) => entry.actorEmail === admin.user.email)).toBe(true);
    expect(auditStore.entries.at(-1)).toMatchObject({
      action: 'documents.trash-emptied',
      detail: 'deleted: 3, failed: 0',
    });

    // Run again (a retry): nothing more is deleted or counted, no entry added.
    const entries = auditStore.entries.length;
    await runTrashEmptying(started[0]!, deps);
    expect(auditStore.entries).toHaveLength(entries);
  });

  it('records a file it could not delete as a failure with the reason, and leaves files trashed later', async () => {
    const { deps, objects, auditStore, started, advance } = setUpJob();
    const kept = await upload(deps, objects, 'Stuck.pdf');
    await trashDocument(dana, { id: kept.id }, deps);
    const job = await emptyTrash(admin, {}, deps);
    advance(MINUTE);
    const later = await upload(deps, objects, 'Later.pdf');
    await trashDocument(dana, { id: later.id }, deps);
    objects.remove = () => Promise.reject(new Error('S3 refused'));
    await runTrashEmptying(started[0]!, deps);
    expect(await trashEmptying(admin, { id: job.id }, deps)).toMatchObject({ deleted: 0, failed: 1 });
    expect(auditStore.entries.find((entry) => entry.action === 'documents.purged')).toMatchObject({
      outcome: 'failure',
      targetLabel: 'Stuck.pdf',
      detail: `Trash emptied (job ${job.id}): not deleted, S3 refused`,
    });
    expect((await listTrash(admin, {}, deps)).items.map((item) => item.name).sort()).toEqual([
      'Later.pdf',
      'Stuck.pdf',
    ]);
  });

  it('does not start when its first entry cannot be written', async () => {
    const { deps, objects, auditStore, started } = setUpJob();
    const file = await upload(deps, objects, 'A.pdf');
    await trashDocument(dana, { id: file.id }, deps);
    auditStore.failing = true;
    await expect(emptyTrash(admin, {}, deps)).rejects.toThrow();
    expect(started).toEqual([]);
  });
});
