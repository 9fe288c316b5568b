/**
 * The stored shape of files, folders and versions, and the index keys that make every list a Query:
 * computed here, in one place, from the record's state, so a state change moves the item between lists.
 */
import {
  PENDING_UPLOAD_MINUTES,
  TRASH_RETENTION_DAYS,
  type DocumentItem,
  type DocumentSort,
  type DocumentState,
  type DocumentVersionView,
} from '../../contract/documents';

export interface DocumentRecord {
  id: string;
  kind: 'file' | 'folder';
  name: string;
  folderId: string;
  state: DocumentState;
  contentType?: string;
  size?: number;
  /** Display name and email of whoever uploaded the current version. */
  uploadedBy?: string;
  uploadedByEmail?: string;
  createdAt: string;
  updatedAt: string;
  trashedAt?: string;
  currentVersionId?: string;
  versionCount: number;
  /** Bumped on every write; a write expecting an older revision fails (concurrent edits). */
  revision: number;
  // Index keys (see tables.ts); absent keys keep the item out of that index.
  nameKey: string;
  listKey?: string;
  sortName?: string;
  sortDate?: string;
  sortSize?: string;
  nameSlot?: string;
  searchKey?: string;
  sweep?: 'trash' | 'pending';
  sweepAt?: string;
}

export interface VersionRecord {
  documentId: string;
  /** Time-ordered and unique: `<ISO time>-<random>`. */
  versionId: string;
  /** The object key: derived from the ids, never from the file name. */
  key: string;
  size: number;
  contentType: string;
  uploadedBy: string;
  uploadedByEmail: string;
  uploadedAt: string;
  state: 'pending' | 'ready';
  /** S3's version id of the object (AWS; s3rver has no versioning). */
  s3VersionId?: string;
  sweep?: 'pending';
  sweepAt?: string;
}

export const SEARCH_PARTITION = 'ready';
export const TRASH_LIST = 'trash';

export const listKeyOf = (folderId: string) => `ready#${folderId}`;
export const nameKeyOf = (name: string) => name.toLocaleLowerCase('en-US');
export const nameSlotOf = (folderId: string, name: string) => `${folderId}/${nameKeyOf(name)}`;
export const objectKeyOf = (documentId: string, versionId: string) => `documents/${documentId}/${versionId}`;

export const SORT_INDEXES: Record<
  DocumentSort,
  { indexName: string; attribute: 'sortName' | 'sortDate' | 'sortSize' }
> = {
  name: { indexName: 'byName', attribute: 'sortName' },
  date: { indexName: 'byDate', attribute: 'sortDate' },
  size: { indexName: 'bySize', attribute: 'sortSize' },
};

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 24 * 60 * 60 * 1000).toISOString();
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60 * 1000).toISOString();
}

/** The record with every index key set from its current state (and stale ones removed). */
export function withIndexKeys(record: DocumentRecord): DocumentRecord {
  const {
    listKey: _listKey,
    sortName: _sortName,
    sortDate: _sortDate,
    sortSize: _sortSize,
    nameSlot: _nameSlot,
    searchKey: _searchKey,
    sweep: _sweep,
    sweepAt: _sweepAt,
    ...base
  } = record;
  const nameKey = nameKeyOf(record.name);
  const next: DocumentRecord = { ...base, nameKey };
  const listed = record.state === 'ready' || record.state === 'trash';
  if (listed) {
    next.listKey = record.state === 'trash' ? TRASH_LIST : listKeyOf(record.folderId);
    // Folders sort before files by name.
    next.sortName = `${record.kind === 'folder' ? 0 : 1}#${nameKey}#${record.id}`;
    next.sortDate = `${record.state === 'trash' ? record.trashedAt : record.updatedAt}#${record.id}`;
    next.sortSize = `${String(record.size ?? 0).padStart(12, '0')}#${record.id}`;
  }
  if (record.state !== 'trash') next.nameSlot = nameSlotOf(record.folderId, record.name);
  if (record.state === 'ready' && record.kind === 'file') next.searchKey = SEARCH_PARTITION;
  if (record.state === 'trash' && record.trashedAt) {
    next.sweep = 'trash';
    next.sweepAt = addDays(record.trashedAt, TRASH_RETENTION_DAYS);
  }
  if (record.state === 'pending') {
    next.sweep = 'pending';
    next.sweepAt = addMinutes(record.createdAt, PENDING_UPLOAD_MINUTES);
  }
  return next;
}

export function documentItem(record: DocumentRecord): DocumentItem {
  return {
    id: record.id,
    kind: record.kind,
    name: record.name,
    folderId: record.folderId,
    contentType: record.contentType ?? null,
    size: record.size ?? null,
    uploadedBy: record.uploadedBy ?? null,
    updatedAt: record.updatedAt,
    state: record.state,
    versionCount: record.versionCount,
    trashedAt: record.trashedAt ?? null,
  };
}

export function versionView(version: VersionRecord): DocumentVersionView {
  return {
    versionId: version.versionId,
    size: version.size,
    contentType: version.contentType,
    uploadedBy: version.uploadedBy,
    uploadedAt: version.uploadedAt,
  };
}

/**
 * A Content-Disposition that keeps the original name (RFC 6266): an ASCII fallback for old clients and
 * the exact UTF-8 name in `filename*`. Quotes and backslashes cannot break out of the header.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
