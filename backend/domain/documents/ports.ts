/** What the File Manager needs from storage: metadata (DynamoDB) and the bytes' home (S3). */
import type { Page } from '../../contract/paging';
import type { DocumentSort, SortDirection } from '../../contract/documents';
import type { DocumentRecord, VersionRecord } from './records';

export interface DocumentStore {
  get(id: string): Promise<DocumentRecord | undefined>;
  /** Creates the record; fails with ConflictError if the id exists. */
  create(record: DocumentRecord): Promise<void>;
  /** Replaces the record if its stored revision is `expectedRevision`; otherwise ConflictError. */
  save(record: DocumentRecord, expectedRevision: number): Promise<void>;
  remove(id: string): Promise<void>;
  /** The live (pending or ready) file or folder of this name in this folder, if any. */
  findByName(folderId: string, name: string): Promise<DocumentRecord | undefined>;
  /** One page of a folder's ready files and folders, in the order asked for. */
  listFolder(
    folderId: string,
    order: { sort: DocumentSort; direction: SortDirection; cursor?: string | null },
  ): Promise<Page<DocumentRecord>>;
  /** One page of the Trash, by the time each file was trashed. */
  listTrash(order: { direction: SortDirection; cursor?: string | null }): Promise<Page<DocumentRecord>>;
  /** How many files the Trash holds (counted by the index, not read). */
  countTrash(): Promise<number>;
  /** Ready files whose name (compared as `nameKeyOf`) starts with `prefix`, by name. */
  search(prefix: string, cursor?: string | null): Promise<Page<DocumentRecord>>;
  /** Records the sweeper is due to act on (`sweepDueOf`) of this kind, due before `before`. */
  due(kind: 'trash' | 'pending', before: string): Promise<Page<DocumentRecord>>;
  getVersion(documentId: string, versionId: string): Promise<VersionRecord | undefined>;
  putVersion(version: VersionRecord): Promise<void>;
  removeVersion(documentId: string, versionId: string): Promise<void>;
  /** Newest first. */
  listVersions(documentId: string, cursor?: string | null): Promise<Page<VersionRecord>>;
  duePendingVersions(before: string): Promise<Page<VersionRecord>>;
}

export interface StoredObject {
  size: number;
  contentType: string;
  s3VersionId?: string;
}

export interface ObjectStore {
  /** A presigned POST whose policy makes S3 enforce exactly this size range and content type. */
  presignUpload(input: { key: string; contentType: string; maxBytes: number }): Promise<{
    url: string;
    fields: Record<string, string>;
  }>;
  head(key: string): Promise<StoredObject | undefined>;
  presignGet(input: {
    key: string;
    s3VersionId?: string;
    contentType: string;
    contentDisposition: string;
  }): Promise<string>;
  /**
   * Copies exactly one object of the same bucket to `key` (bytes stay in S3): the source's version where it
   * names one, and only while the source's ETag is `eTag` (S3's CopySourceIfMatch); answers the new object,
   * or fails with ObjectChangedError when that object is no longer there.
   */
  copyIn(source: CopySource, key: string): Promise<StoredObject>;
  /**
   * Deletes the object as S3 does in a versioned bucket: its bytes become a prior version, kept
   * DELETED_FILE_RETENTION_DAYS by the bucket's lifecycle rule, and never a version deleted here.
   */
  remove(key: string): Promise<void>;
}

/** The one object a copy names: its key, its ETag (no quotes) and, where there are versions, its version. */
export interface CopySource {
  key: string;
  eTag: string;
  s3VersionId?: string;
}

export class ConflictError extends Error {
  override name = 'ConflictError';
}

/** The object a copy named is no longer there as it was: replaced by another, or gone. */
export class ObjectChangedError extends Error {
  override name = 'ObjectChangedError';
}
