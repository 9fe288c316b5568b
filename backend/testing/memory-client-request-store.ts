/**
 * Client document requests' ports in memory, for the domain's own tests: the same contract as the DynamoDB
 * and S3 adapters (conditional writes on the revision and the file's state, lists newest or oldest first a
 * page at a time, due requests by `sweepDueOf`, quarantined objects that arrive when a test says so).
 */
import { createHash } from 'node:crypto';
import { PAGE_SIZE, type Page } from '../contract/paging';
import type { ClientFileState } from '../contract/client-requests';
import { ConflictError } from '../domain/documents/ports';
import type {
  ClientRequestStore,
  FirmFiles,
  Quarantine,
  QuarantinedObject,
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

  async saveFile(file: ClientFileRecord, expectedStates: readonly ClientFileState[]) {
    const key = `${file.requestId}/${file.id}`;
    const stored = this.files.get(key);
    if (!stored || !expectedStates.includes(stored.state)) return false;
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

/** The quarantine prefix: a test makes bytes arrive under a key, as the browser's POST would. */
export class MemoryQuarantine implements Quarantine {
  readonly objects = new Map<string, QuarantinedObject & { bytes: Uint8Array }>();
  readonly presigned: { key: string; contentType: string; size: number }[] = [];

  async presignUpload(input: { key: string; contentType: string; size: number }) {
    this.presigned.push(input);
    return { url: 'https://documents.example/upload', fields: { key: input.key } };
  }

  arrive(key: string, bytes: Uint8Array, contentType: string) {
    this.objects.set(key, { bytes, size: bytes.length, contentType });
  }

  async head(key: string) {
    const object = this.objects.get(key);
    return object && { size: object.size, contentType: object.contentType };
  }

  async inspect(key: string) {
    const object = this.objects.get(key);
    if (!object) throw new Error(`no object ${key}`);
    return {
      sha256: createHash('sha256').update(object.bytes).digest('hex'),
      head: object.bytes.slice(0, 4100),
    };
  }

  async remove(key: string) {
    this.objects.delete(key);
  }
}

/** The File Manager as requests see it: folders by name and the files placed in them. */
export class MemoryFirmFiles implements FirmFiles {
  readonly folders = new Map<string, string>([['root', 'Documents']]);
  readonly placed: { folderId: string; name: string; quarantineKey: string; documentId: string }[] = [];

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

  async addFile(input: { folderId: string; name: string; quarantineKey: string }) {
    const documentId = `doc-${this.placed.length + 1}`;
    this.placed.push({ ...input, documentId });
    return { documentId, storedName: input.name };
  }
}
