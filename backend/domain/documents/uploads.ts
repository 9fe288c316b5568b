/**
 * Uploads and links: what may be uploaded where (S3 enforces the size and type of the presigned POST), when
 * an upload counts, every version of a file, and who gets a 5-minute link, recorded before it is handed out.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  LINK_LIFETIME_SECONDS,
  MAX_DOCUMENT_BYTES,
  ROOT_FOLDER_ID,
  contentTypeFor,
  documentMessages,
  type DocumentItem,
  type DocumentLink,
  type DocumentVersionView,
  type UploadTicket,
} from '../../contract/documents';
import type { Page } from '../../contract/paging';
import { UserFacingError } from '../errors';
import { contentDisposition, documentItem, objectKeyOf, versionView } from './records';
import {
  type Actor,
  type LibraryDependencies,
  auditEvent,
  displayName,
  folderPath,
  liveRecord,
  readyRecord,
  requireName,
  save,
} from './library';

export async function requestUpload(
  actor: Actor,
  input: { folderId?: string | null; name: string; size: number; contentType: string },
  deps: LibraryDependencies,
): Promise<UploadTicket> {
  const folderId = input.folderId || ROOT_FOLDER_ID;
  const name = requireName(input.name);
  const contentType = contentTypeFor(name);
  if (!contentType || contentType !== input.contentType)
    throw new UserFacingError(documentMessages.typeNotAllowed);
  if (!Number.isInteger(input.size) || input.size <= 0) throw new UserFacingError(documentMessages.emptyFile);
  if (input.size > MAX_DOCUMENT_BYTES) throw new UserFacingError(documentMessages.tooLarge);
  await folderPath(deps, folderId);

  const at = deps.now().toISOString();
  const existing = await deps.store.findByName(folderId, name);
  if (existing && existing.kind === 'folder')
    throw new UserFacingError(documentMessages.nameTaken, 'Conflict');
  let documentId = existing?.id;
  if (!documentId) {
    documentId = randomUUID();
    await deps.store.create({
      id: documentId,
      kind: 'file',
      name,
      folderId,
      state: 'pending',
      contentType,
      size: input.size,
      createdAt: at,
      updatedAt: at,
      versionCount: 0,
      revision: 1,
    });
  }
  const versionId = `${at}-${randomBytes(4).toString('hex')}`;
  const key = objectKeyOf(documentId, versionId);
  await deps.store.putVersion({
    documentId,
    versionId,
    key,
    size: input.size,
    contentType,
    uploadedBy: displayName(actor.user),
    uploadedByEmail: actor.user.email,
    uploadedAt: at,
    state: 'pending',
  });
  // The policy allows exactly the announced size, so S3 refuses a different file outright.
  const post = await deps.objects.presignUpload({ key, contentType, maxBytes: input.size });
  return {
    documentId,
    versionId,
    url: post.url,
    fields: JSON.stringify(post.fields),
    isNewVersion: existing?.state === 'ready',
    storedName: name,
  };
}

/** After the browser's POST: the object must be there with the announced size and type. */
export async function confirmUpload(
  actor: Actor,
  input: { documentId: string; versionId: string },
  deps: LibraryDependencies,
): Promise<DocumentItem> {
  const version = await deps.store.getVersion(input.documentId, input.versionId);
  const record = await deps.store.get(input.documentId);
  if (!version || !record) throw new UserFacingError(documentMessages.uploadExpired, 'NotFound');
  if (version.state === 'ready') return documentItem(record);
  if (version.uploadedByEmail !== actor.user.email)
    throw new UserFacingError(documentMessages.notFound, 'NotFound');
  const stored = await deps.objects.head(version.key);
  if (!stored) throw new UserFacingError(documentMessages.uploadMissing);
  if (stored.size !== version.size || stored.contentType !== version.contentType) {
    await deps.objects.remove(version.key);
    await deps.store.removeVersion(version.documentId, version.versionId);
    throw new UserFacingError(documentMessages.uploadMismatch);
  }
  await deps.store.putVersion({ ...version, state: 'ready', s3VersionId: stored.s3VersionId });
  const at = deps.now().toISOString();
  const next = await save(deps, record, {
    state: record.state === 'trash' ? 'trash' : 'ready',
    size: version.size,
    contentType: version.contentType,
    uploadedBy: version.uploadedBy,
    uploadedByEmail: version.uploadedByEmail,
    currentVersionId: version.versionId,
    versionCount: record.versionCount + 1,
    updatedAt: at,
  });
  await deps.audit.recordAfter(
    auditEvent(
      actor,
      'documents.uploaded',
      next,
      next.versionCount > 1 ? `version: ${next.versionCount}` : undefined,
    ),
  );
  return documentItem(next);
}

/** A 5-minute link to a ready file's current (or an earlier) version, recorded before it is handed out. */
export async function documentLink(
  actor: Actor,
  input: { id: string; versionId?: string | null; disposition: 'attachment' | 'inline' },
  deps: LibraryDependencies,
): Promise<DocumentLink> {
  const record = await readyRecord(deps, input.id);
  const versionId = input.versionId || record.currentVersionId;
  const version = versionId ? await deps.store.getVersion(record.id, versionId) : undefined;
  if (!version || version.state !== 'ready') throw new UserFacingError(documentMessages.notFound, 'NotFound');
  const inline = input.disposition === 'inline';
  await deps.audit.record(
    auditEvent(
      actor,
      inline ? 'documents.previewed' : 'documents.downloaded',
      record,
      version.versionId === record.currentVersionId ? undefined : `earlier version: ${version.uploadedAt}`,
    ),
  );
  // Text previews are fetched by the screen and shown as text; the charset keeps them readable.
  const contentType = version.contentType.startsWith('text/')
    ? `${version.contentType}; charset=utf-8`
    : version.contentType;
  const url = await deps.objects.presignGet({
    key: version.key,
    s3VersionId: version.s3VersionId,
    contentType,
    contentDisposition: contentDisposition(input.disposition, record.name),
  });
  return {
    url,
    expiresAt: new Date(deps.now().getTime() + LINK_LIFETIME_SECONDS * 1000).toISOString(),
    contentType: version.contentType,
    name: record.name,
  };
}

export async function listVersions(
  _actor: Actor,
  input: { id: string; cursor?: string | null },
  deps: LibraryDependencies,
): Promise<Page<DocumentVersionView>> {
  const record = await liveRecord(deps, input.id);
  const page = await deps.store.listVersions(record.id, input.cursor);
  return {
    items: page.items.filter((version) => version.state === 'ready').map(versionView),
    nextCursor: page.nextCursor ?? null,
  };
}
