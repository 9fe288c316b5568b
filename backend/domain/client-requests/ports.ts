/** What client document requests need from the outside, in the request's own terms. */
import type { Page } from '../../contract/paging';
import type { AuditLog } from '../audit/audit-log';
import type { RateLimiter, SendMail } from '../auth/ports';
import type { StaffActor } from '../auth/callers';
import type { ClientFileState } from '../../contract/client-requests';
import type { ClientFileRecord, ClientRequestRecord } from './records';

export interface ClientRequestStore {
  /** Stores a new request with its link; the token hash is the link's only trace. */
  create(request: ClientRequestRecord): Promise<void>;
  get(id: string): Promise<ClientRequestRecord | undefined>;
  /** The request a link's token hash opens, if any (revoked ones included: the domain decides). */
  findByTokenHash(tokenHash: string): Promise<ClientRequestRecord | undefined>;
  /**
   * Replaces the request if its stored revision is `expectedRevision` (else ConflictError); a changed
   * `tokenHash` retires the old link and opens the new one.
   */
  save(request: ClientRequestRecord, expectedRevision: number): Promise<void>;
  /** Newest first. */
  list(cursor?: string | null): Promise<Page<ClientRequestRecord>>;
  /** Requests the sweeper is due to act on (`sweepDueOf`) before `before`. */
  due(before: string): Promise<Page<ClientRequestRecord>>;
  /** Creates a file record; fails with ConflictError if its id exists. */
  createFile(file: ClientFileRecord): Promise<void>;
  getFile(requestId: string, fileId: string): Promise<ClientFileRecord | undefined>;
  /**
   * Replaces the file only while its stored state is one of `expectedStates`; false when another writer
   * got there first (a scan result delivered twice promotes once).
   */
  saveFile(file: ClientFileRecord, expectedStates: readonly ClientFileState[]): Promise<boolean>;
  /** Oldest first, up to `limit` a page. */
  listFiles(requestId: string, cursor?: string | null, limit?: number): Promise<Page<ClientFileRecord>>;
}

export interface QuarantinedObject {
  size: number;
  contentType: string;
}

/** The quarantine prefix of the documents bucket, where a client's bytes wait for the scan. */
export interface Quarantine {
  /** A presigned POST for exactly this key, size and content type. */
  presignUpload(input: { key: string; contentType: string; size: number }): Promise<{
    url: string;
    fields: Record<string, string>;
  }>;
  head(key: string): Promise<QuarantinedObject | undefined>;
  /** Reads the object once: its SHA-256 and its first bytes (enough to tell its real type). */
  inspect(key: string): Promise<{ sha256: string; head: Uint8Array }>;
  remove(key: string): Promise<void>;
}

/** The firm's File Manager, where a request's files end up. */
export interface FirmFiles {
  /** The name of a live folder, or undefined when there is none with this id. */
  folderName(folderId: string): Promise<string | undefined>;
  /** A top-level folder of this name: the existing one, or a new one made by `actor`. */
  clientFolder(actor: StaffActor, name: string): Promise<{ id: string; name: string }>;
  /** Copies a quarantined object into the folder as a new file (a free name is found if needed). */
  addFile(input: {
    folderId: string;
    name: string;
    size: number;
    contentType: string;
    quarantineKey: string;
    uploadedBy: string;
  }): Promise<{ documentId: string; storedName: string }>;
}

/** The consultation a request was made from. */
export interface Leads {
  get(id: string): Promise<{ name: string; email: string; assigneeEmail?: string } | undefined>;
}

/** The verdict a malware scan gives an object (GuardDuty Malware Protection for S3's statuses). */
export type ScanStatus = 'NO_THREATS_FOUND' | 'THREATS_FOUND' | 'UNSUPPORTED' | 'ACCESS_DENIED' | 'FAILED';

export interface ScanResult {
  key: string;
  status: ScanStatus;
  threats?: readonly string[];
}

export interface ClientRequestDependencies {
  store: ClientRequestStore;
  quarantine: Quarantine;
  files: FirmFiles;
  leads: Leads;
  rateLimiter: Pick<RateLimiter, 'tryConsume'>;
  sendMail: SendMail;
  /** The key the links' tokens are hashed with (derived from the server's secret for this purpose). */
  tokenKey(): Promise<Uint8Array>;
  audit: AuditLog;
  siteUrl: string;
  now: () => Date;
}
