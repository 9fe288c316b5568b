/** What client document requests need from the outside, in the request's own terms. */
import type { Log } from '../log';
import type { Page } from '../../contract/paging';
import type { AuditLog } from '../audit/audit-log';
import type { RateLimiter, SendMail } from '../auth/ports';
import type { StaffActor } from '../auth/callers';
import type { ClientFileState } from '../../contract/client-requests';
import type { ClientFileRecord, ClientRequestRecord, QuarantineObject, ScanStatus } from './records';

export type { QuarantineObject, ScanStatus };

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
   * Replaces the file only while its stored state is one of `expectedStates` and, with `pinnableTo`, while
   * it is pinned to no object or to one with that object's ETag; false when another writer got there first
   * (a scan result delivered twice promotes once; a result never re-pins a file to another object).
   */
  saveFile(
    file: ClientFileRecord,
    expectedStates: readonly ClientFileState[],
    pinnableTo?: QuarantineObject,
  ): Promise<boolean>;
  /** Oldest first, up to `limit` a page. */
  listFiles(requestId: string, cursor?: string | null, limit?: number): Promise<Page<ClientFileRecord>>;
}

/** The object a quarantine key holds now. */
export interface QuarantinedObject {
  size: number;
  contentType: string;
  object: QuarantineObject;
}

/** What reading one object found: its SHA-256, its size and its first bytes (enough to tell its type). */
export interface InspectedObject {
  sha256: string;
  size: number;
  head: Uint8Array;
}

/** The quarantine prefix of the documents bucket, where a client's bytes wait for the scan. */
export interface Quarantine {
  /** A presigned POST for exactly this key, size and content type. */
  presignUpload(input: { key: string; contentType: string; size: number }): Promise<{
    url: string;
    fields: Record<string, string>;
  }>;
  /** The object the key holds now, if any. */
  head(key: string): Promise<QuarantinedObject | undefined>;
  /**
   * Reads exactly `object` once (its version where there are versions, and only while its ETag is the one
   * named); undefined when that object is no longer there.
   */
  inspect(key: string, object: QuarantineObject): Promise<InspectedObject | undefined>;
  /** Deletes `object` (that version, where there are versions), or whatever the key holds when none is named. */
  remove(key: string, object?: QuarantineObject): Promise<void>;
}

/** The firm's File Manager, where a request's files end up. */
export interface FirmFiles {
  /** The name of a live folder, or undefined when there is none with this id. */
  folderName(folderId: string): Promise<string | undefined>;
  /** A top-level folder of this name: the existing one, or a new one made by `actor`. */
  clientFolder(actor: StaffActor, name: string): Promise<{ id: string; name: string }>;
  /**
   * Copies exactly `object` of a quarantine key into the folder as a new file (a free name is found if
   * needed); fails with ObjectChangedError (domain/documents/ports.ts) when that object is no longer there.
   */
  addFile(input: {
    folderId: string;
    name: string;
    size: number;
    contentType: string;
    quarantineKey: string;
    object: QuarantineObject;
    uploadedBy: string;
  }): Promise<{ documentId: string; storedName: string }>;
}

/** The consultation a request was made from. */
export interface Leads {
  get(id: string): Promise<{ name: string; email: string; assigneeEmail?: string } | undefined>;
}

/** One scan result: the key, the object scanned (undefined when the event names none) and the verdict. */
export interface ScanResult {
  key: string;
  object?: QuarantineObject;
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
  log: Log;
}
