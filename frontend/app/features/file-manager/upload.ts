/**
 * One file's trip to the documents bucket: ask the server for a presigned POST, send the bytes straight to
 * S3 (lib/presigned-post.ts), then have the server confirm what arrived.
 */
import { contentTypeFor, documentMessages, MAX_DOCUMENT_BYTES, type DocumentItem } from '#contract/documents';
import { ApiError } from '../../lib/graphql';
import { UploadCancelled, postToBucket } from '../../lib/presigned-post';
import { confirmUpload, requestUpload } from './api';

/** The same rules the server applies, checked first so a wrong file is explained without a round trip. */
export function localProblem(file: File): string | undefined {
  if (!contentTypeFor(file.name)) return documentMessages.typeNotAllowed;
  if (file.size === 0) return documentMessages.emptyFile;
  if (file.size > MAX_DOCUMENT_BYTES) return documentMessages.tooLarge;
  return undefined;
}

export async function uploadFile(
  file: File,
  folderId: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<{ item: DocumentItem; isNewVersion: boolean }> {
  const problem = localProblem(file);
  const contentType = contentTypeFor(file.name);
  if (problem || !contentType) throw new ApiError(problem ?? documentMessages.typeNotAllowed);
  const ticket = await requestUpload({ folderId, name: file.name, size: file.size, contentType });
  if (signal.aborted) throw new UploadCancelled('Cancelled');
  await postToBucket(
    ticket.url,
    JSON.parse(ticket.fields) as Record<string, string>,
    file,
    onProgress,
    signal,
  );
  const item = await confirmUpload(ticket.documentId, ticket.versionId);
  return { item, isNewVersion: ticket.isNewVersion };
}
