/**
 * Client document requests as the firm keeps them: the request (who is asked for what, into which folder,
 * until when, within which limits), each file the client sent, and when the sweeper is next due for a request
 * (the firm's activity digest, the client's reminder, the expiry's audit entry). How they are stored is the
 * adapter's business (adapters/dynamodb/client-requests.ts).
 */
import {
  SCAN_RESULT_TIMEOUT_MINUTES,
  type ChecklistItem,
  type ClientFileState,
  type ClientRequestState,
} from '../../contract/client-requests';

export interface ClientRequestRecord {
  id: string;
  clientName: string;
  clientEmail: string;
  folderId: string;
  folderName: string;
  items: ChecklistItem[];
  message: string;
  /** The consultation the request was made from, if any: its assignee hears of the client's activity too. */
  consultationId?: string;
  requestedBy: { email: string; name: string };
  createdAt: string;
  /** When the link last went out (created or re-sent). */
  sentAt: string;
  expiresAt: string;
  state: ClientRequestState;
  /** The keyed hash of the link's token; the token itself is only in the client's email. */
  tokenHash: string;
  maxFiles: number;
  maxBytes: number;
  /** Files and bytes announced so far (counted when an upload is asked for, so limits hold under races). */
  fileCount: number;
  totalBytes: number;
  /** The firm's next activity email (set by the first upload it has not heard of yet). */
  activityDueAt?: string;
  /** The client's reminder, while items are outstanding. */
  reminderDueAt?: string;
  /** Set once the expiry is on record, so it is recorded once. */
  expiryRecorded?: boolean;
  /** The earliest time a confirmed file's scan result is overdue (`scanOverdueAt`), while one may be. */
  scanDueAt?: string;
  doneAt?: string;
  revokedAt?: string;
  /** Bumped on every write; a write expecting an older revision fails. */
  revision: number;
}

export interface ClientFileRecord {
  requestId: string;
  /** Time-ordered and unique: `<compact ISO time>-<random>` (letters, digits and dashes only). */
  id: string;
  /** The checklist item the client tied it to, or OTHER_ITEM_ID. */
  itemId: string;
  /** The cleaned name the client's file had. */
  name: string;
  size: number;
  contentType: string;
  /** Where the bytes wait for the scan: `quarantine/<requestId>/<fileId>`. */
  quarantineKey: string;
  state: ClientFileState;
  uploadedAt: string;
  /** When the client confirmed the upload: the scan's bound runs from here. */
  confirmedAt?: string;
  /**
   * The one object this file is: the one the client confirmed, or else the first one a scan result named.
   * Only this object is inspected, placed in the folder or released; another object sent under the same key
   * (the upload permission used again) is never used for this file.
   */
  pinnedObject?: QuarantineObject;
  /** The scan's verdict on the pinned object, once it came. */
  scanStatus?: ScanStatus;
  /** Why a held (or unscanned) file was kept out of the folder. */
  heldReason?: string;
  /** The SHA-256 of the pinned object's bytes, read when its scan result came. */
  sha256?: string;
  /** The File Manager's document, once the file reached the folder. */
  documentId?: string;
  storedName?: string;
  releasedBy?: string;
}

/** The verdict a malware scan gives an object (GuardDuty Malware Protection for S3's statuses). */
export type ScanStatus = 'NO_THREATS_FOUND' | 'THREATS_FOUND' | 'UNSUPPORTED' | 'ACCESS_DENIED' | 'FAILED';

/**
 * One object under a quarantine key: its ETag (without quotes) and, where the bucket keeps versions (AWS),
 * its version id. A presigned POST may be used again on its key within its lifetime, so a key can hold more
 * than one object over time; this names exactly one of them.
 */
export interface QuarantineObject {
  eTag: string;
  versionId?: string;
}

/** Whether two references name the same object (the version too, where both know it). */
export function sameObject(a: QuarantineObject, b: QuarantineObject): boolean {
  if (a.eTag !== b.eTag) return false;
  return a.versionId === undefined || b.versionId === undefined || a.versionId === b.versionId;
}

export const QUARANTINE_PREFIX = 'quarantine/';

export function quarantineKeyOf(requestId: string, fileId: string): string {
  return `${QUARANTINE_PREFIX}${requestId}/${fileId}`;
}

/** The request and file a quarantine key belongs to, or undefined for any other key. */
export function parseQuarantineKey(key: string): { requestId: string; fileId: string } | undefined {
  const match = /^quarantine\/([0-9a-f-]{36})\/([0-9A-Za-z-]+)$/.exec(key);
  return match ? { requestId: match[1]!, fileId: match[2]! } : undefined;
}

export const isExpired = (request: ClientRequestRecord, now: Date) =>
  new Date(request.expiresAt).getTime() <= now.getTime();

/** When a confirmed file's scan result is overdue: SCAN_RESULT_TIMEOUT_MINUTES after the confirmation. */
export function scanOverdueAt(file: ClientFileRecord): string {
  const from = new Date(file.confirmedAt ?? file.uploadedAt).getTime();
  return new Date(from + SCAN_RESULT_TIMEOUT_MINUTES * 60_000).toISOString();
}

/** The earliest time the sweeper has something to do for this request, or undefined when nothing is left. */
export function sweepDueOf(request: ClientRequestRecord): string | undefined {
  const due = [
    request.activityDueAt,
    request.scanDueAt,
    request.state === 'open' ? request.reminderDueAt : undefined,
  ];
  if (request.state !== 'revoked' && !request.expiryRecorded) due.push(request.expiresAt);
  const times = due.filter((time): time is string => Boolean(time)).sort();
  return times[0];
}
