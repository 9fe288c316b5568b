/**
 * Client document requests: the rules the staff screens, the client's upload page and the server share
 * (limits, lifetimes, messages and the views each side reads). The server decides; the screens check early
 * to help.
 */
import { MAX_DOCUMENT_BYTES, MEGABYTE, formatBytes } from './documents';

/** A link lasts this many days unless staff choose otherwise, and never longer than the maximum. */
export const DEFAULT_REQUEST_DAYS = 7;
export const MAX_REQUEST_DAYS = 30;
export const DEFAULT_REQUEST_MAX_FILES = 50;
export const DEFAULT_REQUEST_MAX_BYTES = 500 * MEGABYTE;
/** The most staff may allow on one request. */
export const MAX_REQUEST_FILES = 200;
export const MAX_REQUEST_BYTES = 2048 * MEGABYTE;
/** Each file is held to the File Manager's own limit. */
export const MAX_CLIENT_FILE_BYTES = MAX_DOCUMENT_BYTES;
/** Uploads one link may start in an hour; the next is refused until the hour turns. */
export const UPLOADS_PER_LINK_PER_HOUR = 30;
/** How often an expired link's page may ask the firm for a new one. */
export const NEW_LINK_ASKS_PER_DAY = 2;
/** The firm hears of a client's uploads at most once per this many minutes. */
export const ACTIVITY_DIGEST_MINUTES = 5;
/** A reminder goes to the client this many days after the link was sent while items are outstanding. */
export const REMINDER_AFTER_DAYS = 3;
/**
 * A confirmed file whose malware scan has not answered this long after the client confirmed it shows as
 * "scan did not finish" to staff, who are told, and the operators' alarm fires (the documents sweeper).
 */
export const SCAN_RESULT_TIMEOUT_MINUTES = 30;
export const MAX_CHECKLIST_ITEMS = 20;
export const MAX_ITEM_LENGTH = 120;
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_CLIENT_NAME_LENGTH = 120;

/** What staff are offered as checklist items; any free text is allowed too. */
export const SUGGESTED_ITEMS = [
  'Police report',
  'Medical bills',
  'Medical records',
  'Photos of injuries',
  'Photos of the scene',
  'Insurance card',
] as const;

/** The item a file belongs to when the client ties it to none. */
export const OTHER_ITEM_ID = 'other';

/** Where the client's page lives; the token follows in the fragment. */
export const CLIENT_UPLOAD_PATH = '/upload';

/**
 * The client's link, its token in the fragment: a browser never sends the fragment to a server, so the
 * token reaches no access log, CSP report or Referer. Links made before, with the token in the path, still
 * open the page, which moves the token into the fragment at once.
 */
export function clientUploadLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}${CLIENT_UPLOAD_PATH}#${token}`;
}

export const clientRequestMessages = {
  /** The one answer for a wrong, revoked or unknown link (no difference an outsider can see). */
  notFound: 'This link does not work. Please check it, or ask the firm for a new one.',
  expired: 'This link has expired. Ask the firm for a new one.',
  done: 'You told the firm you are done. Thank you: the firm has your files.',
  nameRequired: "Please give the client's name.",
  emailInvalid: "Please give the client's email address.",
  itemsRequired: 'Please list at least one document to ask for.',
  tooManyItems: `Please ask for at most ${MAX_CHECKLIST_ITEMS} documents at once.`,
  itemTooLong: `Keep each document's description under ${MAX_ITEM_LENGTH} characters.`,
  messageTooLong: `Keep the message under ${MAX_MESSAGE_LENGTH} characters.`,
  daysInvalid: `A link lasts from 1 to ${MAX_REQUEST_DAYS} days.`,
  limitsInvalid: `Allow from 1 to ${MAX_REQUEST_FILES} files and at most ${formatBytes(MAX_REQUEST_BYTES)} in all.`,
  requestNotFound: 'This request no longer exists. Please reload the list.',
  closed: 'This request is revoked, so it cannot be changed.',
  fileNotFound: 'This file is not part of the request.',
  notHeld: 'This file is not held, so there is nothing to release.',
  /** A held file whose checked object is no longer in quarantine (replaced, or expired): nothing to release. */
  heldObjectGone:
    'The file that was checked is no longer in quarantine, so it cannot be released. Please ask the client to send it again.',
  tooManyFiles: 'You have sent as many files as this link allows. Please call the firm to send more.',
  tooMuchData: 'These files would pass the total size this link allows. Please call the firm to send more.',
  fileTooLarge: `This file is larger than ${formatBytes(MAX_CLIENT_FILE_BYTES)}, the largest one upload may be.`,
  tooManyUploads: 'Too many uploads from this link in the last hour. Please wait a little and try again.',
  unknownItem: 'Please choose which document this file is.',
  notAccepted: 'This file could not be accepted.',
  newLinkAsked: 'The firm has been asked to send you a new link.',
  tooManyAsks: 'The firm has already been asked for a new link. They will be in touch.',
} as const;

export type ClientRequestState = 'open' | 'done' | 'revoked';

/**
 * A client's file as the firm tracks it: `uploading` (announced, bytes on their way), `checking` (arrived,
 * being scanned), `accepted` (in the folder), `held` (kept out: the reason says why; staff may release),
 * `unscanned` (the scan did not answer within SCAN_RESULT_TIMEOUT_MINUTES: kept out like a held file, staff
 * may release it, and a result that comes later still decides), `released` (held or unscanned, then put in
 * the folder by staff after looking).
 */
export type ClientFileState = 'uploading' | 'checking' | 'accepted' | 'held' | 'unscanned' | 'released';

/** The states staff may release a file from: kept out of the folder, waiting for a person. */
export const RELEASABLE_STATES = ['held', 'unscanned'] as const satisfies readonly ClientFileState[];

export const isReleasable = (state: ClientFileState) =>
  (RELEASABLE_STATES as readonly ClientFileState[]).includes(state);

/** Why an `unscanned` file is kept out (its held reason). */
export const SCAN_DID_NOT_FINISH = `The malware scan did not finish within ${SCAN_RESULT_TIMEOUT_MINUTES} minutes, so the file was not checked.`;

/** What the client sees of a file: its name and whether it was taken. */
export type ClientFileStatus = 'checking' | 'received' | 'not-accepted';

export function clientStatusOf(state: ClientFileState): ClientFileStatus {
  if (state === 'held') return 'not-accepted';
  // An unscanned file is still unchecked: the client is told no more than that.
  return state === 'accepted' || state === 'released' ? 'received' : 'checking';
}

export interface ChecklistItem {
  id: string;
  label: string;
}

/** The staff screens of requests; a request's page is `<path>/<id>`. */
export const CLIENT_REQUESTS_STAFF_PATH = '/client-requests';

export function clientRequestStaffLink(siteUrl: string, requestId: string): string {
  return `${siteUrl.replace(/\/$/, '')}${CLIENT_REQUESTS_STAFF_PATH}/${encodeURIComponent(requestId)}`;
}

/** A request's state as staff see it: a live link past its expiry reads `expired`. */
export type ClientRequestStatus = ClientRequestState | 'expired';

/** A request in the staff list. */
export interface ClientRequestSummary {
  id: string;
  clientName: string;
  clientEmail: string;
  folderId: string;
  folderName: string;
  status: ClientRequestStatus;
  requestedBy: string;
  createdAt: string;
  expiresAt: string;
  fileCount: number;
}

/** A file of a request as staff see it. */
export interface ClientFileView {
  id: string;
  itemId: string;
  name: string;
  size: number;
  state: ClientFileState;
  uploadedAt: string;
  heldReason: string | null;
  documentId: string | null;
}

export interface ChecklistItemView extends ChecklistItem {
  /** Files received (accepted or released) against this item. */
  received: number;
}

/** A request's page. */
export interface ClientRequestDetail extends ClientRequestSummary {
  message: string;
  consultationId: string | null;
  items: ChecklistItemView[];
  maxFiles: number;
  maxBytes: number;
  totalBytes: number;
  doneAt: string | null;
  files: ClientFileView[];
}

/** What staff get when a link is made (created or re-sent): the link is shown this once, to copy. */
export interface IssuedClientRequest {
  request: ClientRequestDetail;
  link: string;
}

/** A file as the client sees it: its name and whether it was taken. */
export interface ClientSentFile {
  id: string;
  itemId: string;
  name: string;
  status: ClientFileStatus;
}

/** The client's page: an expired link shows only who to ask. */
export interface ClientUploadPage {
  status: 'open' | 'done' | 'expired';
  firmName: string;
  requestedBy: string;
  clientName: string | null;
  message: string | null;
  items: ChecklistItem[];
  files: ClientSentFile[];
  expiresAt: string | null;
  filesLeft: number;
  bytesLeft: number;
}

/** A presigned POST for one of the client's files (see UploadTicket in documents.ts). */
export interface ClientUploadTicket {
  fileId: string;
  url: string;
  fields: string;
}

/** Link checks one network may make in an hour (a guess at a 256-bit token is hopeless; this keeps load down). */
export const LINK_CHECKS_PER_NETWORK_PER_HOUR = 600;

/** A held file waits this long in quarantine for staff to release it; then S3's lifecycle deletes it. */
export const QUARANTINE_RETENTION_DAYS = 30;
