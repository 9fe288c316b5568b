/**
 * One of the client's files on its way: ask for a presigned POST with the link's token, send the bytes
 * straight to the quarantine in S3, then confirm. No session is ever sent from this page: the token is the
 * only proof, so a staff session in the same browser is never used.
 */
import { MAX_CLIENT_FILE_BYTES, clientRequestMessages } from '#contract/client-requests';
import { contentTypeFor, documentMessages } from '#contract/documents';
import {
  AskForNewUploadLinkDocument,
  ClientUploadPageDocument,
  ConfirmClientUploadDocument,
  FinishClientUploadsDocument,
  RequestClientUploadDocument,
} from '#contract/graphql/client-uploads.generated';
import { ApiError, callGraphql } from '../../lib/graphql';
import { UploadCancelled, postToBucket } from '../../lib/presigned-post';

/** No Authorization beyond the bare word: the link's token travels as an argument. */
const NO_SESSION = '';

/** The server's rules for one file, checked first so a wrong file is explained at once. */
export function fileProblem(file: File): string | undefined {
  if (!contentTypeFor(file.name)) return documentMessages.typeNotAllowed;
  if (file.size === 0) return documentMessages.emptyFile;
  if (file.size > MAX_CLIENT_FILE_BYTES) return clientRequestMessages.fileTooLarge;
  return undefined;
}

export const loadUploadPage = (token: string) => callGraphql(ClientUploadPageDocument, { token }, NO_SESSION);

export const finishUploads = (token: string) =>
  callGraphql(FinishClientUploadsDocument, { token }, NO_SESSION);

export const askForNewLink = (token: string) =>
  callGraphql(AskForNewUploadLinkDocument, { token }, NO_SESSION);

export async function sendClientFile(
  token: string,
  file: File,
  itemId: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) {
  const contentType = contentTypeFor(file.name);
  const problem = fileProblem(file);
  if (problem || !contentType) throw new ApiError(problem ?? documentMessages.typeNotAllowed);
  const ticket = await callGraphql(
    RequestClientUploadDocument,
    { token, itemId, name: file.name, size: file.size, contentType },
    NO_SESSION,
  );
  if (signal.aborted) throw new UploadCancelled('Cancelled');
  await postToBucket(
    ticket.url,
    JSON.parse(ticket.fields) as Record<string, string>,
    file,
    onProgress,
    signal,
  );
  return callGraphql(ConfirmClientUploadDocument, { token, fileId: ticket.fileId }, NO_SESSION);
}
