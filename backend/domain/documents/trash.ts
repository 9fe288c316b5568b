/**
 * The Trash and oblivion: files wait 30 days in the Trash before the sweeper deletes them, record and bytes;
 * an administrator may empty it at once (trash-emptying.ts).
 */
import { ROOT_FOLDER_ID, documentMessages, type DocumentItem } from '../../contract/documents';
import type { Page } from '../../contract/paging';
import { UserFacingError } from '../errors';
import { documentItem, type DocumentRecord } from './records';
import { type Actor, type LibraryDependencies, liveRecord, saveAndRecord } from './library';

export async function listTrash(
  _actor: Actor,
  { cursor }: { cursor?: string | null },
  deps: LibraryDependencies,
): Promise<Page<DocumentItem>> {
  const page = await deps.store.listTrash({ direction: 'desc', cursor });
  return { items: page.items.map(documentItem), nextCursor: page.nextCursor ?? null };
}

export async function trashDocument(
  actor: Actor,
  { id }: { id: string },
  deps: LibraryDependencies,
): Promise<DocumentItem> {
  const record = await liveRecord(deps, id);
  if (record.kind !== 'file') throw new UserFacingError(documentMessages.notFound, 'NotFound');
  if (record.state === 'trash') return documentItem(record);
  return saveAndRecord(
    deps,
    actor,
    record,
    { state: 'trash', trashedAt: deps.now().toISOString() },
    'documents.deleted',
  );
}

export async function restoreDocument(
  actor: Actor,
  { id }: { id: string },
  deps: LibraryDependencies,
): Promise<DocumentItem> {
  const record = await liveRecord(deps, id);
  if (record.state !== 'trash') throw new UserFacingError(documentMessages.notInTrash);
  // The folder may have been deleted meanwhile: the file comes back to the top folder then.
  const folder = record.folderId === ROOT_FOLDER_ID ? undefined : await deps.store.get(record.folderId);
  const folderId = folder?.state === 'ready' ? record.folderId : ROOT_FOLDER_ID;
  if (await deps.store.findByName(folderId, record.name)) {
    throw new UserFacingError(documentMessages.restoreClash, 'Conflict');
  }
  return saveAndRecord(
    deps,
    actor,
    record,
    { state: 'ready', folderId, trashedAt: undefined },
    'documents.restored',
  );
}

/**
 * Deletes the record, every version record and every object: the end of a file in the File Manager. The
 * bucket keeps the bytes as prior versions for DELETED_FILE_RETENTION_DAYS (ObjectStore.remove), which only
 * an operator can restore. Each step is idempotent (deleting what is gone is no error), so a run that
 * stopped half-way can be run again.
 */
export async function purge(
  deps: Pick<LibraryDependencies, 'store' | 'objects'>,
  record: DocumentRecord,
): Promise<void> {
  let cursor: string | null | undefined;
  do {
    const page = await deps.store.listVersions(record.id, cursor);
    for (const version of page.items) {
      await deps.objects.remove(version.key);
      await deps.store.removeVersion(record.id, version.versionId);
    }
    cursor = page.nextCursor;
  } while (cursor);
  await deps.store.remove(record.id);
}

/**
 * The schedule's work: files in the Trash past their 30 days and uploads never confirmed are deleted,
 * record and bytes. Returns what it removed.
 */
export async function sweepDocuments(deps: Pick<LibraryDependencies, 'store' | 'objects' | 'now' | 'audit'>) {
  const now = deps.now().toISOString();
  let trashed = 0;
  let abandoned = 0;
  for (const kind of ['trash', 'pending'] as const) {
    for (;;) {
      const page = await deps.store.due(kind, now);
      for (const record of page.items) {
        await purge(deps, record);
        if (kind === 'trash') {
          trashed += 1;
          await deps.audit.recordAfter({
            action: 'documents.purged',
            actor: 'system',
            target: { type: 'document', id: record.id, label: record.name },
            detail: 'Trash expiry',
          });
        } else abandoned += 1;
      }
      if (!page.nextCursor) break;
    }
  }
  // A new version never confirmed, of a file that stays.
  for (;;) {
    const page = await deps.store.duePendingVersions(now);
    for (const version of page.items) {
      await deps.objects.remove(version.key);
      await deps.store.removeVersion(version.documentId, version.versionId);
      abandoned += 1;
    }
    if (!page.nextCursor) break;
  }
  return { trashed, abandoned };
}
