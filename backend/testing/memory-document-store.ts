/**
 * The File Manager's ports in memory, for the domain's own tests: the same contract as the DynamoDB and S3
 * adapters (conditional create and save on the revision, one live name per folder, lists in the order the
 * indexes keep, pages of PAGE_SIZE with a cursor, the sweeper's due dates from `sweepDueOf`), so the
 * folder, upload and Trash rules are tested without dynalite or s3rver.
 */
import type { DocumentSort, SortDirection } from '../contract/documents';
import { PAGE_SIZE, type Page } from '../contract/paging';
import {
  ConflictError,
  ObjectChangedError,
  type CopySource,
  type DocumentStore,
  type ObjectStore,
  type StoredObject,
} from '../domain/documents/ports';
import {
  nameKeyOf,
  sweepDueOf,
  versionSweepDueOf,
  type DocumentRecord,
  type VersionRecord,
} from '../domain/documents/records';

/** One page of already ordered items; the cursor is the offset of the next page. */
function pageOf<Item>(items: Item[], cursor?: string | null): Page<Item> {
  const start = cursor ? Number(cursor) : 0;
  const end = start + PAGE_SIZE;
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

/** The sort key each list order uses (folders before files by name; ties broken by id). */
const SORT_KEYS: Record<DocumentSort, (record: DocumentRecord) => string> = {
  name: (record) => `${record.kind === 'folder' ? 0 : 1}#${nameKeyOf(record.name)}#${record.id}`,
  date: (record) => `${record.state === 'trash' ? record.trashedAt : record.updatedAt}#${record.id}`,
  size: (record) => `${String(record.size ?? 0).padStart(12, '0')}#${record.id}`,
};

function ordered(records: DocumentRecord[], sort: DocumentSort, direction: SortDirection): DocumentRecord[] {
  const sorted = [...records].sort((a, b) => SORT_KEYS[sort](a).localeCompare(SORT_KEYS[sort](b)));
  return direction === 'asc' ? sorted : sorted.reverse();
}

const versionKey = (documentId: string, versionId: string) => `${documentId}/${versionId}`;

export class MemoryDocumentStore implements DocumentStore {
  readonly records = new Map<string, DocumentRecord>();
  readonly versions = new Map<string, VersionRecord>();

  private all(): DocumentRecord[] {
    return [...this.records.values()].map((record) => ({ ...record }));
  }

  async get(id: string) {
    const record = this.records.get(id);
    return record && { ...record };
  }

  async create(record: DocumentRecord) {
    if (this.records.has(record.id)) throw new ConflictError(record.id);
    this.records.set(record.id, { ...record });
  }

  async save(record: DocumentRecord, expectedRevision: number) {
    if (this.records.get(record.id)?.revision !== expectedRevision) throw new ConflictError(record.id);
    this.records.set(record.id, { ...record });
  }

  async remove(id: string) {
    this.records.delete(id);
  }

  async findByName(folderId: string, name: string) {
    return this.all().find(
      (record) =>
        record.state !== 'trash' &&
        record.folderId === folderId &&
        nameKeyOf(record.name) === nameKeyOf(name),
    );
  }

  async listFolder(
    folderId: string,
    { sort, direction, cursor }: { sort: DocumentSort; direction: SortDirection; cursor?: string | null },
  ) {
    const listed = this.all().filter((record) => record.state === 'ready' && record.folderId === folderId);
    return pageOf(ordered(listed, sort, direction), cursor);
  }

  async listTrash({ direction, cursor }: { direction: SortDirection; cursor?: string | null }) {
    const trashed = this.all().filter((record) => record.state === 'trash');
    return pageOf(ordered(trashed, 'date', direction), cursor);
  }

  async countTrash() {
    return this.all().filter((record) => record.state === 'trash').length;
  }

  async search(prefix: string, cursor?: string | null) {
    const found = this.all().filter(
      (record) =>
        record.state === 'ready' && record.kind === 'file' && nameKeyOf(record.name).startsWith(prefix),
    );
    return pageOf(ordered(found, 'name', 'asc'), cursor);
  }

  async due(kind: 'trash' | 'pending', before: string) {
    const due = this.all().filter((record) => {
      const sweep = sweepDueOf(record);
      return sweep?.kind === kind && sweep.at < before;
    });
    return pageOf(due);
  }

  async getVersion(documentId: string, versionId: string) {
    const version = this.versions.get(versionKey(documentId, versionId));
    return version && { ...version };
  }

  async putVersion(version: VersionRecord) {
    this.versions.set(versionKey(version.documentId, version.versionId), { ...version });
  }

  async removeVersion(documentId: string, versionId: string) {
    this.versions.delete(versionKey(documentId, versionId));
  }

  async listVersions(documentId: string, cursor?: string | null) {
    const versions = [...this.versions.values()]
      .filter((version) => version.documentId === documentId)
      .sort((a, b) => b.versionId.localeCompare(a.versionId));
    return pageOf(versions, cursor);
  }

  async duePendingVersions(before: string) {
    const due = [...this.versions.values()].filter((version) => {
      const sweep = versionSweepDueOf(version);
      return sweep !== undefined && sweep.at < before;
    });
    return pageOf(due);
  }
}

/** The bucket in memory: a test "uploads" with `arrive`, as the browser's POST would. */
export class MemoryObjectStore implements ObjectStore {
  readonly objects = new Map<string, StoredObject>();

  arrive(key: string, object: StoredObject) {
    this.objects.set(key, object);
  }

  async presignUpload({ key, contentType }: { key: string; contentType: string; maxBytes: number }) {
    return { url: 'memory://documents', fields: { key, 'Content-Type': contentType } };
  }

  async head(key: string) {
    return this.objects.get(key);
  }

  async presignGet({ key, contentDisposition }: { key: string; contentDisposition: string }) {
    return `memory://documents/${key}?disposition=${encodeURIComponent(contentDisposition)}`;
  }

  async copyIn({ key: sourceKey }: CopySource, key: string) {
    const source = this.objects.get(sourceKey);
    if (!source) throw new ObjectChangedError(sourceKey);
    this.objects.set(key, { ...source });
    return { ...source };
  }

  async remove(key: string) {
    this.objects.delete(key);
  }
}
