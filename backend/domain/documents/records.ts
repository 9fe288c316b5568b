/**
 * Files, folders and versions as the File Manager keeps them, and the rules that follow from a record's state
 * (when the sweeper is due). How they are indexed for storage is the adapter's business
 * (adapters/dynamodb/document-keys.ts).
 */
import {
  PENDING_UPLOAD_MINUTES,
  TRASH_RETENTION_DAYS,
  type DocumentItem,
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
}

/** Names compare without case: `Brief.pdf` and `brief.PDF` are the same name in a folder and in search. */
export const nameKeyOf = (name: string) => name.toLocaleLowerCase('en-US');
export const objectKeyOf = (documentId: string, versionId: string) => `documents/${documentId}/${versionId}`;

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 24 * 60 * 60 * 1000).toISOString();
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60 * 1000).toISOString();
}

/** What the sweeper does to a record, and from when: a trashed file's retention ends, a pending upload expires. */
export interface SweepDue {
  kind: 'trash' | 'pending';
  at: string;
}

export function sweepDueOf(record: DocumentRecord): SweepDue | undefined {
  if (record.state === 'trash' && record.trashedAt) {
    return { kind: 'trash', at: addDays(record.trashedAt, TRASH_RETENTION_DAYS) };
  }
  if (record.state === 'pending') {
    return { kind: 'pending', at: addMinutes(record.createdAt, PENDING_UPLOAD_MINUTES) };
  }
  return undefined;
}

/** A version whose object never arrived is swept with its upload's expiry. */
export function versionSweepDueOf(version: VersionRecord): SweepDue | undefined {
  return version.state === 'pending'
    ? { kind: 'pending', at: addMinutes(version.uploadedAt, PENDING_UPLOAD_MINUTES) }
    : undefined;
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
