/**
 * Files that reach the File Manager from outside a staff upload: a client's document request puts each
 * accepted file into its folder (a copy inside the bucket, so the bytes pass through no function), under a
 * free name, as a ready file uploaded by the client.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ROOT_FOLDER_ID, extensionOf } from '../../contract/documents';
import type { StaffActor } from '../auth/callers';
import { createFolder } from './folders';
import { type LibraryDependencies, requireName } from './library';
import type { CopySource } from './ports';
import { objectKeyOf } from './records';

/** The name of a live folder, or undefined. */
export async function folderNameOf(deps: LibraryDependencies, folderId: string): Promise<string | undefined> {
  if (folderId === ROOT_FOLDER_ID) return 'Documents';
  const folder = await deps.store.get(folderId);
  return folder?.kind === 'folder' && folder.state === 'ready' ? folder.name : undefined;
}

/** The top-level folder of this name, made by `actor` if there is none yet. */
export async function clientFolder(
  actor: StaffActor,
  name: string,
  deps: Pick<LibraryDependencies, 'store' | 'audit' | 'now'>,
) {
  const wanted = requireName(name);
  const existing = await deps.store.findByName(ROOT_FOLDER_ID, wanted);
  if (existing?.kind === 'folder' && existing.state === 'ready')
    return { id: existing.id, name: existing.name };
  const folder = await createFolder(actor, { parentId: ROOT_FOLDER_ID, name: wanted }, deps);
  return { id: folder.id, name: folder.name };
}

/** `report.pdf`, then `report (2).pdf`, `report (3).pdf`... until one is free in the folder. */
async function freeName(deps: LibraryDependencies, folderId: string, name: string): Promise<string> {
  const extension = extensionOf(name);
  const stem = extension ? name.slice(0, -(extension.length + 1)) : name;
  for (let copy = 1; copy < 100; copy += 1) {
    const candidate = copy === 1 ? name : `${stem} (${copy})${extension ? `.${extension}` : ''}`;
    if (!(await deps.store.findByName(folderId, candidate))) return candidate;
  }
  return `${stem} (${randomBytes(3).toString('hex')})${extension ? `.${extension}` : ''}`;
}

export interface ReceivedFile {
  folderId: string;
  name: string;
  size: number;
  contentType: string;
  /** Exactly the object to copy in (it stays where it is; the caller removes it). */
  source: CopySource;
  uploadedBy: string;
}

/**
 * Copies the object into the File Manager and records it as a ready file of one version; nothing is
 * recorded when the copy fails (ObjectChangedError: the named object is no longer there).
 */
export async function addReceivedFile(
  input: ReceivedFile,
  deps: LibraryDependencies,
): Promise<{ documentId: string; storedName: string }> {
  const folderId = (await folderNameOf(deps, input.folderId)) === undefined ? ROOT_FOLDER_ID : input.folderId;
  const name = await freeName(deps, folderId, requireName(input.name));
  const at = deps.now().toISOString();
  const documentId = randomUUID();
  const versionId = `${at}-${randomBytes(4).toString('hex')}`;
  const key = objectKeyOf(documentId, versionId);
  const stored = await deps.objects.copyIn(input.source, key);
  const uploaded = { uploadedBy: input.uploadedBy, uploadedByEmail: '' };
  await deps.store.putVersion({
    documentId,
    versionId,
    key,
    size: input.size,
    contentType: input.contentType,
    ...uploaded,
    uploadedAt: at,
    state: 'ready',
    s3VersionId: stored.s3VersionId,
  });
  await deps.store.create({
    id: documentId,
    kind: 'file',
    name,
    folderId,
    state: 'ready',
    contentType: input.contentType,
    size: input.size,
    ...uploaded,
    createdAt: at,
    updatedAt: at,
    currentVersionId: versionId,
    versionCount: 1,
    revision: 1,
  });
  return { documentId, storedName: name };
}
