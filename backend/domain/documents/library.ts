/**
 * What every File Manager operation shares: its ports, the checked actor, the audit entry of a change, and
 * the record lookups and saves with their checks (live, ready, name free, revision). The operations live by
 * job: folders.ts (browsing and arranging), uploads.ts (uploads, versions and links), trash.ts (the Trash
 * and the sweeper). Storage stays behind the ports; every operation receives the actor the resolver wrapper
 * checked (live staff; an administrator to empty the Trash).
 */
import { staffEvent } from '../audit/audit-context';
import {
  MAX_FOLDER_DEPTH,
  ROOT_FOLDER_ID,
  cleanName,
  documentMessages,
  type DocumentItem,
  type DocumentSort,
  type FolderCrumb,
} from '../../contract/documents';
import type { AuditAction } from '../../contract/audit';
import type { AuditLog } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import type { StoredUser } from '../auth/user';
import { UserFacingError } from '../errors';
import { ConflictError, type DocumentStore, type ObjectStore } from './ports';
import { documentItem, type DocumentRecord } from './records';

export interface LibraryDependencies {
  store: DocumentStore;
  objects: ObjectStore;
  audit: AuditLog;
  now: () => Date;
}

export type Actor = StaffActor;

export const displayName = (user: StoredUser) => `${user.firstName} ${user.lastName}`.trim();

export function auditEvent(actor: Actor, action: AuditAction, record: DocumentRecord, detail?: string) {
  const target = {
    type: record.kind === 'folder' ? 'folder' : 'document',
    id: record.id,
    label: record.name,
  };
  return staffEvent(actor, action, { target, detail });
}

export function requireName(raw: string): string {
  const name = cleanName(raw);
  if (!name) throw new UserFacingError(documentMessages.emptyName);
  return name;
}

export const SORTS: readonly DocumentSort[] = ['name', 'date', 'size'];

export async function liveRecord(deps: LibraryDependencies, id: string): Promise<DocumentRecord> {
  const record = await deps.store.get(id);
  if (!record || record.state === 'pending') throw new UserFacingError(documentMessages.notFound, 'NotFound');
  return record;
}

/** A live record outside the Trash: what may be renamed, moved or opened. */
export async function readyRecord(deps: LibraryDependencies, id: string): Promise<DocumentRecord> {
  const record = await liveRecord(deps, id);
  if (record.state === 'trash') throw new UserFacingError(documentMessages.inTrash);
  return record;
}

/** The folder's chain from the top, for the breadcrumb; the root is "Documents". */
export async function folderPath(
  deps: Pick<LibraryDependencies, 'store'>,
  folderId: string,
): Promise<FolderCrumb[]> {
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
export async function save(
  deps: LibraryDependencies,
  record: DocumentRecord,
  changes: Partial<DocumentRecord>,
) {
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
export async function saveAndRecord(
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

export async function ensureNameFree(
  deps: Pick<LibraryDependencies, 'store'>,
  folderId: string,
  name: string,
  selfId?: string,
) {
  const clash = await deps.store.findByName(folderId, name);
  if (clash && clash.id !== selfId) throw new UserFacingError(documentMessages.nameTaken, 'Conflict');
}
