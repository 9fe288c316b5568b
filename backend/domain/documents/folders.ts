/** The File Manager's folders: browsing, searching, creating, renaming and moving. */
import { randomUUID } from 'node:crypto';
import {
  MAX_FOLDER_DEPTH,
  ROOT_FOLDER_ID,
  cleanName,
  contentTypeFor,
  documentMessages,
  type DocumentItem,
  type DocumentSort,
  type FolderCrumb,
  type SortDirection,
} from '../../contract/documents';
import type { Page } from '../../contract/paging';
import { UserFacingError } from '../errors';
import { documentItem, type DocumentRecord } from './records';
import {
  type Actor,
  type LibraryDependencies,
  auditEvent,
  ensureNameFree,
  folderPath,
  liveRecord,
  readyRecord,
  requireName,
  saveAndRecord,
  SORTS,
} from './library';

export async function listFolder(
  _actor: Actor,
  input: {
    folderId?: string | null;
    sort?: string | null;
    direction?: string | null;
    cursor?: string | null;
  },
  deps: LibraryDependencies,
): Promise<{ path: FolderCrumb[]; page: Page<DocumentItem> }> {
  const folderId = input.folderId || ROOT_FOLDER_ID;
  const sort = (input.sort ?? 'name') as DocumentSort;
  if (!SORTS.includes(sort)) throw new UserFacingError(documentMessages.invalidSort);
  const direction: SortDirection = input.direction === 'desc' ? 'desc' : 'asc';
  const path = await folderPath(deps, folderId);
  const page = await deps.store.listFolder(folderId, { sort, direction, cursor: input.cursor });
  return { path, page: { items: page.items.map(documentItem), nextCursor: page.nextCursor ?? null } };
}

export async function searchDocuments(
  _actor: Actor,
  input: { name: string; cursor?: string | null },
  deps: LibraryDependencies,
): Promise<Page<DocumentItem>> {
  const prefix = cleanName(input.name).toLocaleLowerCase('en-US');
  if (!prefix) throw new UserFacingError(documentMessages.emptyName);
  const page = await deps.store.search(prefix, input.cursor);
  return { items: page.items.map(documentItem), nextCursor: page.nextCursor ?? null };
}

export async function createFolder(
  actor: Actor,
  input: { parentId?: string | null; name: string },
  deps: Pick<LibraryDependencies, 'store' | 'audit' | 'now'>,
): Promise<DocumentItem> {
  const parentId = input.parentId || ROOT_FOLDER_ID;
  const name = requireName(input.name);
  const path = await folderPath(deps, parentId);
  if (path.length > MAX_FOLDER_DEPTH) throw new UserFacingError(documentMessages.folderTooDeep);
  await ensureNameFree(deps, parentId, name);
  const at = deps.now().toISOString();
  const record: DocumentRecord = {
    id: randomUUID(),
    kind: 'folder',
    name,
    folderId: parentId,
    state: 'ready',
    createdAt: at,
    updatedAt: at,
    versionCount: 0,
    revision: 1,
  };
  await deps.store.create(record);
  await deps.audit.recordAfter(auditEvent(actor, 'documents.folder-created', record));
  return documentItem(record);
}

export async function deleteFolder(
  actor: Actor,
  { id }: { id: string },
  deps: LibraryDependencies,
): Promise<boolean> {
  const folder = await liveRecord(deps, id);
  if (folder.kind !== 'folder') throw new UserFacingError(documentMessages.notFound, 'NotFound');
  const children = await deps.store.listFolder(id, { sort: 'name', direction: 'asc' });
  if (children.items.length > 0) throw new UserFacingError(documentMessages.folderNotEmpty, 'Conflict');
  await deps.store.remove(id);
  await deps.audit.recordAfter(auditEvent(actor, 'documents.folder-deleted', folder));
  return true;
}

export async function renameDocument(
  actor: Actor,
  input: { id: string; name: string },
  deps: LibraryDependencies,
): Promise<DocumentItem> {
  const record = await readyRecord(deps, input.id);
  const name = requireName(input.name);
  if (record.kind === 'file' && contentTypeFor(name) !== record.contentType) {
    // A new extension would change how browsers treat the download; keep the type and the name in step.
    throw new UserFacingError('Please keep the file’s extension when renaming it.');
  }
  await ensureNameFree(deps, record.folderId, name, record.id);
  const action = record.kind === 'folder' ? 'documents.folder-renamed' : 'documents.renamed';
  const changes = { name, updatedAt: deps.now().toISOString() };
  return saveAndRecord(deps, actor, record, changes, action, `from: ${record.name}`);
}

export async function moveDocument(
  actor: Actor,
  input: { id: string; folderId: string },
  deps: LibraryDependencies,
): Promise<DocumentItem> {
  const record = await readyRecord(deps, input.id);
  if (record.kind !== 'file') throw new UserFacingError('Only files can be moved.');
  const target = input.folderId || ROOT_FOLDER_ID;
  const path = await folderPath(deps, target);
  if (target === record.folderId) return documentItem(record);
  await ensureNameFree(deps, target, record.name, record.id);
  const changes = { folderId: target, updatedAt: deps.now().toISOString() };
  const destination = path.map((crumb) => crumb.name).join(' / ');
  return saveAndRecord(deps, actor, record, changes, 'documents.moved', `to: ${destination}`);
}
