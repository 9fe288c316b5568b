/**
 * The File Manager's rules, shared by the screen (which checks early to help) and the server (which
 * decides, and has S3 enforce size and type again through the presigned POST policy).
 */
import { withoutControlCharacters } from './control-characters';
import { PAGE_SIZE } from './paging';

export { PAGE_SIZE };

export const MEGABYTE = 1024 * 1024;
/** The largest file one upload may hold. */
export const MAX_DOCUMENT_BYTES = 100 * MEGABYTE;
/** Presigned upload and download links live this long (seconds); the issue allows at most 5 minutes. */
export const LINK_LIFETIME_SECONDS = 300;
/** Days a document stays restorable in the Trash before it is deleted for good. */
export const TRASH_RETENTION_DAYS = 30;
/**
 * Days the documents bucket keeps a deleted file's bytes as prior versions after the File Manager deletes it
 * (Trash emptied or expired): an operator can still restore them (docs/deploy-and-operations.md), and no
 * function may delete a version, so nobody signed in to the site can destroy the firm's files at once.
 */
export const DELETED_FILE_RETENTION_DAYS = 30;
/** An upload never confirmed disappears after this many minutes. */
export const PENDING_UPLOAD_MINUTES = 60;
/** Longest stored file or folder name, in characters (longer names are shortened, keeping the extension). */
export const MAX_NAME_LENGTH = 200;
/** Nesting limit for folders, so a breadcrumb stays a handful of reads. */
export const MAX_FOLDER_DEPTH = 8;
export const ROOT_FOLDER_ID = 'root';

/**
 * The types a law office uses, by extension. The type the browser announces must be the one listed for
 * the file's extension: S3 then refuses a body sent with any other Content-Type. No SVG or HTML (they can
 * carry scripts), no executables.
 */
export const ALLOWED_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  csv: 'text/csv',
  rtf: 'application/rtf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  eml: 'message/rfc822',
  msg: 'application/vnd.ms-outlook',
  zip: 'application/zip',
};

export const ALLOWED_EXTENSIONS = Object.keys(ALLOWED_TYPES);

/** How the screen previews a type; anything else offers the download only. */
export type PreviewKind = 'pdf' | 'image' | 'text' | 'none';

export function previewKindOf(contentType: string): PreviewKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType === 'text/plain' || contentType === 'text/csv') return 'text';
  return 'none';
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The content type the server stores and S3 requires for a file name, or undefined when not allowed. */
export function contentTypeFor(name: string): string | undefined {
  return Object.hasOwn(ALLOWED_TYPES, extensionOf(name)) ? ALLOWED_TYPES[extensionOf(name)] : undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MEGABYTE) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}

export const documentMessages = {
  tooLarge: `This file is larger than ${formatBytes(MAX_DOCUMENT_BYTES)}, the largest a document may be.`,
  emptyFile: 'This file is empty.',
  typeNotAllowed: `This type of file cannot be stored here. Allowed: ${ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(', ')}.`,
  emptyName: 'Please give a name.',
  notFound: 'This file or folder no longer exists. Please reload the list.',
  folderNotFound: 'This folder no longer exists. Please go back to the top folder.',
  folderNotEmpty: 'This folder is not empty. Move or delete its files and folders first.',
  folderTooDeep: `Folders can be nested at most ${MAX_FOLDER_DEPTH} levels deep.`,
  nameTaken: 'Something with this name is already in this folder. Please choose another name.',
  inTrash: 'This file is in the Trash. Restore it to open it.',
  notInTrash: 'This file is not in the Trash.',
  uploadMissing: 'The upload did not arrive. Please try again.',
  uploadMismatch:
    'The file that arrived is not the one announced (size or type differ), so it was discarded. Please try again.',
  uploadExpired: 'This upload took too long and was discarded. Please try again.',
  linkExpired: 'This link has expired (links last 5 minutes). Please open the file again.',
  restoreClash: 'A file with this name is already in the folder. Rename that file first, then restore.',
  invalidSort: 'Unknown sort order.',
} as const;

export type DocumentState = 'pending' | 'ready' | 'trash';
export type DocumentSort = 'name' | 'date' | 'size';
export type SortDirection = 'asc' | 'desc';

/** A file or folder as a list shows it. */
export interface DocumentItem {
  id: string;
  kind: 'file' | 'folder';
  name: string;
  folderId: string;
  contentType: string | null;
  size: number | null;
  uploadedBy: string | null;
  updatedAt: string;
  state: DocumentState;
  versionCount: number;
  trashedAt: string | null;
}

/** Emptying the Trash, a job: how far it has got (the File Manager asks every TRASH_EMPTYING_POLL_MS). */
export interface TrashEmptyingView {
  id: string;
  state: 'running' | 'done';
  /** Files in the Trash when it started. */
  total: number;
  deleted: number;
  failed: number;
  startedAt: string;
  finishedAt: string | null;
}

export const TRASH_EMPTYING_POLL_MS = 1000;

export interface FolderCrumb {
  id: string;
  name: string;
}

export interface DocumentVersionView {
  versionId: string;
  size: number;
  contentType: string;
  uploadedBy: string;
  uploadedAt: string;
}

/** A presigned POST: the browser sends `fields` and then the file as multipart form data to `url`. */
export interface UploadTicket {
  documentId: string;
  versionId: string;
  url: string;
  /** JSON object of form fields (key, policy, signature...): sent unchanged, in order, before the file. */
  fields: string;
  /** The name already exists in the folder: this upload becomes a new version of that file. */
  isNewVersion: boolean;
  storedName: string;
}

export interface DocumentLink {
  url: string;
  expiresAt: string;
  contentType: string;
  name: string;
}

/**
 * A safe stored name: the last path part only (`../x` → `x`, `a/b` → `b`, `C:\a\b` → `b`), no control
 * or bidirectional-override characters, trimmed, no leading dots, at most MAX_NAME_LENGTH characters
 * (the extension kept). Returns '' when nothing usable is left; callers answer `emptyName` then.
 */
export function cleanName(raw: string): string {
  const lastPart = raw.split(/[/\\]/).pop() ?? '';
  const clean = withoutControlCharacters(lastPart.normalize('NFC'))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (clean.length <= MAX_NAME_LENGTH) return clean;
  const extension = extensionOf(clean);
  const suffix = extension && extension.length < 10 ? `.${extension}` : '';
  return `${clean.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
}
