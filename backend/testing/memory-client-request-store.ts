/**
 * Client document requests' ports in memory, for the domain's own tests: the same contract as the DynamoDB
 * and S3 adapters (conditional writes on the revision and the file's state, lists newest or oldest first a
 * page at a time, due requests by `sweepDueOf`, quarantined objects that arrive when a test says so).
 */
import { createHash } from 'node:crypto';
import { PAGE_SIZE, type Page } from '../contract/paging';
import type { ClientFileState } from '../contract/client-requests';
import { ConflictError, ObjectChangedError } from '../domain/documents/ports';
import type {
  ClientRequestStore,
  FirmFiles,
  Quarantine,
  QuarantineObject,
} from '../domain/client-requests/ports';
import {
  sweepDueOf,
  type ClientFileRecord,
  type ClientRequestRecord,
} from '../domain/client-requests/records';

function pageOf<Item>(items: Item[], cursor?: string | null, limit = PAGE_SIZE): Page<Item> {
  const start = cursor ? Number(cursor) : 0;
  const end = start + limit;
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

const copy = <T>(value: T): T => structuredClone(value);

export class MemoryClientRequestStore implements ClientRequestStore {
  readonly requests = new Map<string, ClientRequestRecord>();
  readonly files = new Map<string, ClientFileRecord>();

  async create(request: ClientRequestRecord) {
    if (this.requests.has(request.id)) throw new ConflictError('exists');
    this.requests.set(request.id, copy(request));
  }

  async get(id: string) {
    const request = this.requests.get(id);
    return request && copy(request);
  }

  async findByTokenHash(tokenHash: string) {
    const request = [...this.requests.values()].find((candidate) => candidate.tokenHash === tokenHash);
    return request && copy(request);
  }

  async save(request: ClientRequestRecord, expectedRevision: number) {
    if (this.requests.get(request.id)?.revision !== expectedRevision) throw new ConflictError('revision');
    this.requests.set(request.id, copy(request));
  }

  async list(cursor?: string | null) {
    const newestFirst = [...this.requests.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return pageOf(newestFirst.map(copy), cursor);
  }

  async due(before: string) {
    const due = [...this.requests.values()]
      .filter((request) => (sweepDueOf(request) ?? '\uffff') <= before)
      .sort((a, b) => (sweepDueOf(a) ?? '').localeCompare(sweepDueOf(b) ?? ''));
    return pageOf(due.map(copy));
  }

  async createFile(file: ClientFileRecord) {
    const key = `${file.requestId}/${file.id}`;
    if (this.files.has(key)) throw new ConflictError('exists');
    this.files.set(key, copy(file));
  }

  async getFile(requestId: string, fileId: string) {
    const file = this.files.get(`${requestId}/${fileId}`);
    return file && copy(file);
  }

  async saveFile(
    file: ClientFileRecord,
    expectedStates: readonly ClientFileState[],
    pinnableTo?: QuarantineObject,
  ) {
    const key = `${file.requestId}/${file.id}`;
    const stored = this.files.get(key);
    if (!stored || !expectedStates.includes(stored.state)) return false;
    if (pinnableTo && stored.pinnedObject && stored.pinnedObject.eTag !== pinnableTo.eTag) return false;
    this.files.set(key, copy(file));
    return true;
  }

  async listFiles(requestId: string, cursor?: string | null, limit?: number) {
    const files = [...this.files.values()]
      .filter((file) => file.requestId === requestId)
      .sort((a, b) => a.id.localeCompare(b.id));
    return pageOf(files.map(copy), cursor, limit);
  }
}

interface MemoryVersion {
  bytes: Uint8Array;
  contentType: string;
  object: QuarantineObject;
}

/**
 * The quarantine prefix: a test makes bytes arrive under a key, as the browser's POST would. Like the bucket
 * in AWS it keeps every version of a key (a POST used again adds one); `{ versions: false }` makes it keep only
 * the last, as s3rver does locally. Reads and copies name one object and fail when it is gone.
 */
export class MemoryQuarantine implements Quarantine {
  /** Each key's objects, oldest first; the last is the one the key holds. */
  readonly objects = new Map<string, MemoryVersion[]>();
  readonly presigned: { key: string; contentType: string; size: number }[] = [];
  private written = 0;

  constructor(private readonly options: { versions: boolean } = { versions: true }) {}

  async presignUpload(input: { key: string; contentType: string; size: number }) {
    this.presigned.push(input);
    return { url: 'https://documents.example/upload', fields: { key: input.key } };
  }

  /** Bytes land under `key` (a new version, or in place of the object there); answers the new object. */
  arrive(key: string, bytes: Uint8Array, contentType: string): QuarantineObject {
    this.written += 1;
    const eTag = createHash('md5').update(bytes).digest('hex');
    const object = this.options.versions ? { eTag, versionId: `version-${this.written}` } : { eTag };
    const kept = this.options.versions ? (this.objects.get(key) ?? []) : [];
    this.objects.set(key, [...kept, { bytes, contentType, object }]);
    return object;
  }

  /** Exactly this object, if the key still holds it. */
  find(key: string, object: QuarantineObject): MemoryVersion | undefined {
    return this.objects
      .get(key)
      ?.find(
        (version) => version.object.eTag === object.eTag && version.object.versionId === object.versionId,
      );
  }

  async head(key: string) {
    const current = this.objects.get(key)?.at(-1);
    return (
      current && { size: current.bytes.length, contentType: current.contentType, object: current.object }
    );
  }

  async inspect(key: string, object: QuarantineObject) {
    const version = this.find(key, object);
    return (
      version && {
        sha256: createHash('sha256').update(version.bytes).digest('hex'),
        size: version.bytes.length,
        head: version.bytes.slice(0, 4100),
      }
    );
  }

  async remove(key: string, object?: QuarantineObject) {
    const left = (this.objects.get(key) ?? []).filter((version, index, all) =>
      object ? version !== this.find(key, object) : index !== all.length - 1,
    );
    if (left.length > 0) this.objects.set(key, left);
    else this.objects.delete(key);
  }
}

/** A file placed in a folder: where, under which name, and the bytes copied. */
export interface PlacedFile {
  folderId: string;
  name: string;
  quarantineKey: string;
  object: QuarantineObject;
  documentId: string;
  bytes: Uint8Array;
}

/**
 * The File Manager as requests see it: folders by name and the files placed in them, each a copy of exactly
 * the object named from the quarantine it is given (ObjectChangedError when that object is gone).
 */
export class MemoryFirmFiles implements FirmFiles {
  readonly folders = new Map<string, string>([['root', 'Documents']]);
  readonly placed: PlacedFile[] = [];

  constructor(private readonly quarantine: MemoryQuarantine) {}

  async folderName(folderId: string) {
    return this.folders.get(folderId);
  }

  async clientFolder(_actor: unknown, name: string) {
    const existing = [...this.folders.entries()].find(([, folderName]) => folderName === name);
    if (existing) return { id: existing[0], name };
    const id = `folder-${this.folders.size}`;
    this.folders.set(id, name);
    return { id, name };
  }

  async addFile(input: Parameters<FirmFiles['addFile']>[0]) {
    const source = this.quarantine.find(input.quarantineKey, input.object);
    if (!source) throw new ObjectChangedError(input.quarantineKey);
    const documentId = `doc-${this.placed.length + 1}`;
    this.placed.push({
      folderId: input.folderId,
      name: input.name,
      quarantineKey: input.quarantineKey,
      object: input.object,
      documentId,
      bytes: source.bytes,
    });
    return { documentId, storedName: input.name };
  }
}
