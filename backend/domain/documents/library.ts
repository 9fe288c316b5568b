/**
 * The File Manager's decisions: what may be uploaded where, when an upload counts, who gets a link, and
 * how files move between folders, the Trash and oblivion. Storage stays behind the ports; every operation
 * receives the actor the resolver wrapper checked (live staff; an administrator to empty the Trash).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  LINK_LIFETIME_SECONDS,
  MAX_DOCUMENT_BYTES,
  MAX_FOLDER_DEPTH,
  ROOT_FOLDER_ID,
  cleanName,
  contentTypeFor,
  documentMessages,
  type DocumentItem,
  type DocumentLink,
  type DocumentSort,
  type DocumentVersionView,
  type FolderCrumb,
  type SortDirection,
  type UploadTicket,
} from '../../contract/documents';
import type { Page } from '../../contract/paging';
import type { AuditAction } from '../../contract/audit';
import type { AuditLog } from '../audit/audit-log';
import { clientNetwork } from '../auth/client-network';
import type { AdministratorActor, StaffActor } from '../auth/callers';
import type { StoredUser } from '../auth/user';
import type { NoArguments } from '../operation';
import { UserFacingError } from '../errors';
import { ConflictError, type DocumentStore, type ObjectStore } from './ports';
import { contentDisposition, documentItem, objectKeyOf, versionView, type DocumentRecord } from './records';

export interface LibraryDependencies {
  store: DocumentStore;
  objects: ObjectStore;
  audit: AuditLog;
  now: () => Date;
}

type Actor = StaffActor;

const displayName = (user: StoredUser) => `${user.firstName} ${user.lastName}`.trim();

function auditEvent(actor: Actor, action: AuditAction, record: DocumentRecord, detail?: string) {
  return {
    action,
    actor: { userId: actor.user._id, email: actor.user.email },
    target: { type: record.kind === 'folder' ? 'folder' : 'document', id: record.id, label: record.name },
    network: clientNetwork(actor.sourceIp),
    detail,
  };
}

function requireName(raw: string): string {
  const name = cleanName(raw);
  if (!name) throw new UserFacingError(documentMessages.emptyName);
  return name;
}

const SORTS: readonly DocumentSort[] = ['name', 'date', 'size'];

async function liveRecord(deps: LibraryDependencies, id: string): Promise<DocumentRecord> {
  const record = await deps.store.get(id);
  if (!record || record.state === 'pending') throw new UserFacingError(documentMessages.notFound, 'NotFound');
  return record;
}

/** A live record outside the Trash: what may be renamed, moved or opened. */
async function readyRecord(deps: LibraryDependencies, id: string): Promise<DocumentRecord> {
  const record = await liveRecord(deps, id);
  if (record.state === 'trash') throw new UserFacingError(documentMessages.inTrash);
  return record;
}

/** The folder's chain from the top, for the breadcrumb; the root is "Documents". */
async function folderPath(deps: LibraryDependencies, folderId: string): Promise<FolderCrumb[]> {
  const path: FolderCrumb[] = [];
  let id = folderId;
  while (id !== ROOT_FOLDER_ID && path.length <= MAX_FOLDER_DEPTH) {
    const folder = await deps.store.get(id);
    if (!folder || folder.kind !== 'folder' || folder.state !== 'ready') {
      throw new UserFacingError(documentMessages.folderNotFound, 'NotFound');
    }
    path.unshift({ id: folder.id, name: folder.name });
    id = folder.folderId;
  }
  return [{ id: ROOT_FOLDER_ID, name: 'Documents' }, ...path];
}

/** Saves with the revision check; a concurrent change becomes a clear message. */
async function save(deps: LibraryDependencies, record: DocumentRecord, changes: Partial<DocumentRecord>) {
  const next = { ...record, ...changes, revision: record.revision + 1 };
  try {
    await deps.store.save(next, record.revision);
  } catch (error) {
    if (error instanceof ConflictError) {
      throw new UserFacingError(
        'Someone else changed this item just now. Please reload and try again.',
        'Conflict',
      );
    }
    throw error;
  }
  return next;
}

/**
 * Saves a change and then records it (`recordAfter`: the change stands even if the audit write fails);
 * answers with the item as it now is.
 */
async function saveAndRecord(
  deps: LibraryDependencies,
  actor: Actor,
  record: DocumentRecord,
  changes: Partial<DocumentRecord>,
  action: AuditAction,
  detail?: string,
): Promise<DocumentItem> {
  const next = await save(deps, record, changes);
  await deps.audit.recordAfter(auditEvent(actor, action, next, detail));
  return documentItem(next);
}

async function ensureNameFree(deps: LibraryDependencies, folderId: string, name: string, selfId?: string) {
  const clash = await deps.store.findByName(folderId, name);
  if (clash && clash.id !== selfId) throw new UserFacingError(documentMessages.nameTaken, 'Conflict');
}

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

export async function listTrash(
  _actor: Actor,
  { cursor }: { cursor?: string | null },
  deps: LibraryDependencies,
): Promise<Page<DocumentItem>> {
  const page = await deps.store.listTrash({ direction: 'desc', cursor });
  return { items: page.items.map(documentItem), nextCursor: page.nextCursor ?? null };
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
  deps: LibraryDependencies,
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

/** Deletes the record, every version record and every object: the end of a file. */
async function purge(deps: LibraryDependencies, record: DocumentRecord): Promise<void> {
  let cursor: string | null | undefined;
  do {
    const page = await deps.store.listVersions(record.id, cursor);
    for (const version of page.items) {
      await deps.objects.removeAll(version.key);
      await deps.store.removeVersion(record.id, version.versionId);
    }
    cursor = page.nextCursor;
  } while (cursor);
  await deps.store.remove(record.id);
}

/** Administrators only: every file in the Trash is deleted for good now. Returns how many. */
export async function emptyTrash(
  actor: AdministratorActor,
  _args: NoArguments,
  deps: LibraryDependencies,
): Promise<number> {
  let purged = 0;
  for (;;) {
    const page = await deps.store.listTrash({ direction: 'asc' });
    if (page.items.length === 0) break;
    for (const record of page.items) {
      await purge(deps, record);
      purged += 1;
    }
  }
  await deps.audit.recordAfter({
    action: 'documents.trash-emptied',
    actor: { userId: actor.user._id, email: actor.user.email },
    network: clientNetwork(actor.sourceIp),
    detail: `files: ${purged}`,
  });
  return purged;
}

export async function requestUpload(
  actor: Actor,
  input: { folderId?: string | null; name: string; size: number; contentType: string },
  deps: LibraryDependencies,
): Promise<UploadTicket> {
  const folderId = input.folderId || ROOT_FOLDER_ID;
  const name = requireName(input.name);
  const contentType = contentTypeFor(name);
  if (!contentType || contentType !== input.contentType)
    throw new UserFacingError(documentMessages.typeNotAllowed);
  if (!Number.isInteger(input.size) || input.size <= 0) throw new UserFacingError(documentMessages.emptyFile);
  if (input.size > MAX_DOCUMENT_BYTES) throw new UserFacingError(documentMessages.tooLarge);
  await folderPath(deps, folderId);

  const at = deps.now().toISOString();
  const existing = await deps.store.findByName(folderId, name);
  if (existing && existing.kind === 'folder')
    throw new UserFacingError(documentMessages.nameTaken, 'Conflict');
  let documentId = existing?.id;
  if (!documentId) {
    documentId = randomUUID();
    await deps.store.create({
      id: documentId,
      kind: 'file',
      name,
      folderId,
      state: 'pending',
      contentType,
      size: input.size,
      createdAt: at,
      updatedAt: at,
      versionCount: 0,
      revision: 1,
    });
  }
  const versionId = `${at}-${randomBytes(4).toString('hex')}`;
  const key = objectKeyOf(documentId, versionId);
  await deps.store.putVersion({
    documentId,
    versionId,
    key,
    size: input.size,
    contentType,
    uploadedBy: displayName(actor.user),
    uploadedByEmail: actor.user.email,
    uploadedAt: at,
    state: 'pending',
  });
  // The policy allows exactly the announced size, so S3 refuses a different file outright.
  const post = await deps.objects.presignUpload({ key, contentType, maxBytes: input.size });
  return {
    documentId,
    versionId,
    url: post.url,
    fields: JSON.stringify(post.fields),
    isNewVersion: existing?.state === 'ready',
    storedName: name,
  };
}

/** After the browser's POST: the object must be there with the announced size and type. */
export async function confirmUpload(
  actor: Actor,
  input: { documentId: string; versionId: string },
  deps: LibraryDependencies,
): Promise<DocumentItem> {
  const version = await deps.store.getVersion(input.documentId, input.versionId);
  const record = await deps.store.get(input.documentId);
  if (!version || !record) throw new UserFacingError(documentMessages.uploadExpired, 'NotFound');
  if (version.state === 'ready') return documentItem(record);
  if (version.uploadedByEmail !== actor.user.email)
    throw new UserFacingError(documentMessages.notFound, 'NotFound');
  const stored = await deps.objects.head(version.key);
  if (!stored) throw new UserFacingError(documentMessages.uploadMissing);
  if (stored.size !== version.size || stored.contentType !== version.contentType) {
    await deps.objects.removeAll(version.key);
    await deps.store.removeVersion(version.documentId, version.versionId);
    throw new UserFacingError(documentMessages.uploadMismatch);
  }
  await deps.store.putVersion({ ...version, state: 'ready', s3VersionId: stored.s3VersionId });
  const at = deps.now().toISOString();
  const next = await save(deps, record, {
    state: record.state === 'trash' ? 'trash' : 'ready',
    size: version.size,
    contentType: version.contentType,
    uploadedBy: version.uploadedBy,
    uploadedByEmail: version.uploadedByEmail,
    currentVersionId: version.versionId,
    versionCount: record.versionCount + 1,
    updatedAt: at,
  });
  await deps.audit.recordAfter(
    auditEvent(
      actor,
      'documents.uploaded',
      next,
      next.versionCount > 1 ? `version: ${next.versionCount}` : undefined,
    ),
  );
  return documentItem(next);
}

/** A 5-minute link to a ready file's current (or an earlier) version, recorded before it is handed out. */
export async function documentLink(
  actor: Actor,
  input: { id: string; versionId?: string | null; disposition: 'attachment' | 'inline' },
  deps: LibraryDependencies,
): Promise<DocumentLink> {
  const record = await readyRecord(deps, input.id);
  const versionId = input.versionId || record.currentVersionId;
  const version = versionId ? await deps.store.getVersion(record.id, versionId) : undefined;
  if (!version || version.state !== 'ready') throw new UserFacingError(documentMessages.notFound, 'NotFound');
  const inline = input.disposition === 'inline';
  await deps.audit.record(
    auditEvent(
      actor,
      inline ? 'documents.previewed' : 'documents.downloaded',
      record,
      version.versionId === record.currentVersionId ? undefined : `earlier version: ${version.uploadedAt}`,
    ),
  );
  // Text previews are fetched by the screen and shown as text; the charset keeps them readable.
  const contentType = version.contentType.startsWith('text/')
    ? `${version.contentType}; charset=utf-8`
    : version.contentType;
  const url = await deps.objects.presignGet({
    key: version.key,
    s3VersionId: version.s3VersionId,
    contentType,
    contentDisposition: contentDisposition(input.disposition, record.name),
  });
  return {
    url,
    expiresAt: new Date(deps.now().getTime() + LINK_LIFETIME_SECONDS * 1000).toISOString(),
    contentType: version.contentType,
    name: record.name,
  };
}

export async function listVersions(
  _actor: Actor,
  input: { id: string; cursor?: string | null },
  deps: LibraryDependencies,
): Promise<Page<DocumentVersionView>> {
  const record = await liveRecord(deps, input.id);
  const page = await deps.store.listVersions(record.id, input.cursor);
  return {
    items: page.items.filter((version) => version.state === 'ready').map(versionView),
    nextCursor: page.nextCursor ?? null,
  };
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
        await purge(deps as LibraryDependencies, record);
        if (kind === 'trash') {
          trashed += 1;
          await deps.audit.recordAfter({
            action: 'documents.purged',
            actor: 'visitor',
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
      await deps.objects.removeAll(version.key);
      await deps.store.removeVersion(version.documentId, version.versionId);
      abandoned += 1;
    }
    if (!page.nextCursor) break;
  }
  return { trashed, abandoned };
}
