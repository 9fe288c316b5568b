/**
 * One file's trip to the documents bucket: ask the server for a presigned POST, send the bytes straight to
 * S3 with XMLHttpRequest (fetch reports no upload progress), then have the server confirm what arrived.
 */
import { ConfirmUploadDocument, RequestUploadDocument } from '#contract/graphql/documents.generated';
import { contentTypeFor, documentMessages, MAX_DOCUMENT_BYTES, type DocumentItem } from '#contract/documents';
import { ApiError, callGraphql, NETWORK_ERROR_MESSAGE } from '../../lib/graphql';

export class UploadCancelled extends Error {
  override name = 'UploadCancelled';
}

/** The same rules the server applies, checked first so a wrong file is explained without a round trip. */
export function localProblem(file: File): string | undefined {
  if (!contentTypeFor(file.name)) return documentMessages.typeNotAllowed;
  if (file.size === 0) return documentMessages.emptyFile;
  if (file.size > MAX_DOCUMENT_BYTES) return documentMessages.tooLarge;
  return undefined;
}

/** S3 answers a refused POST with XML; its code becomes a sentence a person can act on. */
function s3Message(status: number, body: string): string {
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? '';
  if (code === 'EntityTooLarge' || code === 'EntityTooSmall') return documentMessages.uploadMismatch;
  if (code === 'AccessDenied' && /expired/i.test(body)) return documentMessages.uploadExpired;
  if (code === 'AccessDenied') return documentMessages.uploadMismatch;
  return status === 0
    ? NETWORK_ERROR_MESSAGE
    : `The upload was refused (${code || status}). Please try again.`;
}

function postToBucket(
  url: string,
  fields: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new ApiError(s3Message(xhr.status, xhr.responseText)));
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new UploadCancelled('Cancelled'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
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
  const ticket = await callGraphql(RequestUploadDocument, {
    folderId,
    name: file.name,
    size: file.size,
    contentType,
  });
  if (signal.aborted) throw new UploadCancelled('Cancelled');
  await postToBucket(
    ticket.url,
    JSON.parse(ticket.fields) as Record<string, string>,
    file,
    onProgress,
    signal,
  );
  const item = await callGraphql(ConfirmUploadDocument, {
    documentId: ticket.documentId,
    versionId: ticket.versionId,
  });
  return { item, isNewVersion: ticket.isNewVersion };
}
