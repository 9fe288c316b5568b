/**
 * How File Manager records sit in the documents tables' indexes (tables.ts): the list an item appears in and
 * its sort keys, its name slot (one live item per name in a folder), the search partition and the sweeper's
 * queue. Computed from the record's state on every write, so a state change moves the item between lists;
 * an absent key keeps the item out of that index.
 */
import type { DocumentSort } from '../../contract/documents';
import {
  nameKeyOf,
  sweepDueOf,
  versionSweepDueOf,
  type DocumentRecord,
  type VersionRecord,
} from '../../domain/documents/records';

export const SEARCH_PARTITION = 'ready';
export const TRASH_LIST = 'trash';

export const listKeyOf = (folderId: string) => `ready#${folderId}`;
export const nameSlotOf = (folderId: string, name: string) => `${folderId}/${nameKeyOf(name)}`;

export const SORT_INDEXES: Record<
  DocumentSort,
  { indexName: string; attribute: 'sortName' | 'sortDate' | 'sortSize' }
> = {
  name: { indexName: 'byName', attribute: 'sortName' },
  date: { indexName: 'byDate', attribute: 'sortDate' },
  size: { indexName: 'bySize', attribute: 'sortSize' },
};

interface DocumentIndexKeys {
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

/** A file or folder as the documents table stores it. */
export type DocumentItem = DocumentRecord & DocumentIndexKeys;

/** A version as the versions table stores it: pending ones wait in the sweeper's queue. */
export type VersionItem = VersionRecord & { sweep?: 'pending'; sweepAt?: string };

/** The item with every index key set from the record's current state (and stale ones removed). */
export function withIndexKeys(record: DocumentRecord | DocumentItem): DocumentItem {
  const {
    nameKey: _nameKey,
    listKey: _listKey,
    sortName: _sortName,
    sortDate: _sortDate,
    sortSize: _sortSize,
    nameSlot: _nameSlot,
    searchKey: _searchKey,
    sweep: _sweep,
    sweepAt: _sweepAt,
    ...base
  } = record as DocumentItem;
  const nameKey = nameKeyOf(record.name);
  const next: DocumentItem = { ...base, nameKey };
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
  const due = sweepDueOf(record);
  if (due) Object.assign(next, { sweep: due.kind, sweepAt: due.at });
  return next;
}

export function withVersionKeys(version: VersionRecord | VersionItem): VersionItem {
  const { sweep: _sweep, sweepAt: _sweepAt, ...base } = version as VersionItem;
  const due = versionSweepDueOf(version);
  return due ? { ...base, sweep: 'pending', sweepAt: due.at } : base;
}
