/**
 * Sends a file straight to S3 with a presigned POST the server signed: XMLHttpRequest (fetch reports no
 * upload progress), cancellable, with S3's refusals turned into sentences a person can act on. The File
 * Manager and the client's upload page both send files this way.
 */
import { documentMessages } from '#contract/documents';
import { ApiError, NETWORK_ERROR_MESSAGE } from './graphql';

export class UploadCancelled extends Error {
  override name = 'UploadCancelled';
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

export function postToBucket(
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
