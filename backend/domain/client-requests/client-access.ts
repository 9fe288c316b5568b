/**
 * The client's side of a request, reached by the link alone: open the page, ask for an upload (a presigned
 * POST for one quarantine key of this request), confirm it, say "I'm done", and on an expired link ask the
 * firm for a new one. Every operation starts from a live token: a wrong, revoked or unknown token, or a file
 * of another request, gets the same NotFound answer; an expired one its own.
 */
import { randomBytes } from 'node:crypto';
import {
  LINK_CHECKS_PER_NETWORK_PER_HOUR,
  MAX_CLIENT_FILE_BYTES,
  NEW_LINK_ASKS_PER_DAY,
  OTHER_ITEM_ID,
  UPLOADS_PER_LINK_PER_HOUR,
  clientRequestMessages as messages,
  clientRequestStaffLink,
  clientStatusOf,
  type ClientSentFile,
  type ClientUploadPage,
  type ClientUploadTicket,
} from '../../contract/client-requests';
import { cleanName, contentTypeFor, documentMessages } from '../../contract/documents';
import { FIRM_IDENTITY } from '../../contract/firm';
import type { ClientInfo } from '../audit/audit-context';
import { clientNetwork } from '../client-network';
import { UserFacingError } from '../errors';
import { doneEmail, newLinkAskedEmail } from './emails';
import type { ClientRequestDependencies } from './ports';
import {
  isExpired,
  quarantineKeyOf,
  scanOverdueAt,
  type ClientFileRecord,
  type ClientRequestRecord,
} from './records';
import {
  changeRequest,
  filesOf,
  firmRecipients,
  markActivity,
  requestEvent,
  saveRequest,
  tokenHashOf,
} from './shared';

const HOUR_SECONDS = 60 * 60;

const notFound = () => new UserFacingError(messages.notFound, 'NotFound');

/**
 * The request behind a token whose link was not revoked, expired or not; undefined for any other token.
 * Every path does the same work (one throttle count, one hash, one lookup) before it answers, so an
 * outsider cannot tell a revoked link from a made-up one.
 */
async function knownRequest(
  deps: ClientRequestDependencies,
  client: ClientInfo,
  token: string,
): Promise<ClientRequestRecord | undefined> {
  const allowed = await deps.rateLimiter.tryConsume(
    `client-link#${clientNetwork(client.sourceIp)}`,
    { limit: LINK_CHECKS_PER_NETWORK_PER_HOUR, windowSeconds: HOUR_SECONDS },
    deps.now(),
  );
  if (!allowed) throw new UserFacingError(messages.tooManyUploads, 'TooManyRequests');
  const tokenHash = await tokenHashOf(deps, typeof token === 'string' ? token.slice(0, 100) : '');
  const request = await deps.store.findByTokenHash(tokenHash);
  if (!request || request.tokenHash !== tokenHash || request.state === 'revoked') return undefined;
  return request;
}

/** The request behind a token, expired or not; any token that is not a live link's is not found. */
async function requestByToken(
  deps: ClientRequestDependencies,
  client: ClientInfo,
  token: string,
): Promise<ClientRequestRecord> {
  const request = await knownRequest(deps, client, token);
  if (!request) throw notFound();
  return request;
}

/** A request whose link still works. */
async function liveRequest(deps: ClientRequestDependencies, client: ClientInfo, token: string) {
  const request = await requestByToken(deps, client, token);
  if (isExpired(request, deps.now())) throw new UserFacingError(messages.expired, 'Forbidden');
  return request;
}

const sentFile = (file: ClientFileRecord): ClientSentFile => ({
  id: file.id,
  itemId: file.itemId,
  name: file.name,
  status: clientStatusOf(file.state),
});

/** The client's page: who asks for what, and the files sent so far (names only). */
export async function openClientRequest(
  client: ClientInfo,
  input: { token: string },
  deps: ClientRequestDependencies,
): Promise<ClientUploadPage> {
  const request = await requestByToken(deps, client, input.token);
  const base = { firmName: FIRM_IDENTITY.shortName, requestedBy: request.requestedBy.name };
  if (isExpired(request, deps.now())) {
    return {
      ...base,
      status: 'expired',
      clientName: null,
      message: null,
      items: [],
      files: [],
      expiresAt: null,
      filesLeft: 0,
      bytesLeft: 0,
    };
  }
  await deps.audit.recordAfter(requestEvent({ kind: 'client', client }, 'client-requests.opened', request));
  const files = (await filesOf(deps, request.id)).filter((file) => file.state !== 'uploading');
  return {
    ...base,
    status: request.state === 'done' ? 'done' : 'open',
    clientName: request.clientName,
    message: request.message || null,
    items: request.items,
    files: files.map(sentFile),
    expiresAt: request.expiresAt,
    filesLeft: Math.max(0, request.maxFiles - request.fileCount),
    bytesLeft: Math.max(0, request.maxBytes - request.totalBytes),
  };
}

export interface ClientUploadInput {
  token: string;
  itemId: string;
  name: string;
  size: number;
  contentType: string;
}

/** A presigned POST for one file into this request's quarantine, within the link's limits. */
export async function requestClientUpload(
  client: ClientInfo,
  input: ClientUploadInput,
  deps: ClientRequestDependencies,
): Promise<ClientUploadTicket> {
  const request = await liveRequest(deps, client, input.token);
  const itemId = input.itemId || OTHER_ITEM_ID;
  if (itemId !== OTHER_ITEM_ID && !request.items.some((item) => item.id === itemId)) {
    throw new UserFacingError(messages.unknownItem);
  }
  const name = cleanName(input.name);
  if (!name) throw new UserFacingError(documentMessages.emptyName);
  const contentType = contentTypeFor(name);
  if (!contentType || contentType !== input.contentType)
    throw new UserFacingError(documentMessages.typeNotAllowed);
  if (!Number.isInteger(input.size) || input.size <= 0) throw new UserFacingError(documentMessages.emptyFile);
  if (input.size > MAX_CLIENT_FILE_BYTES) throw new UserFacingError(messages.fileTooLarge);
  const now = deps.now();
  const allowed = await deps.rateLimiter.tryConsume(
    `client-upload#${request.id}`,
    { limit: UPLOADS_PER_LINK_PER_HOUR, windowSeconds: HOUR_SECONDS },
    now,
  );
  if (!allowed) throw new UserFacingError(messages.tooManyUploads, 'TooManyRequests');
  await changeRequest(deps, request, (current) => {
    if (current.fileCount + 1 > current.maxFiles) throw new UserFacingError(messages.tooManyFiles);
    if (current.totalBytes + input.size > current.maxBytes) throw new UserFacingError(messages.tooMuchData);
    return { fileCount: current.fileCount + 1, totalBytes: current.totalBytes + input.size };
  });
  // Time-ordered, and only letters, digits and dashes: safe in any S3 key, URL or copy source.
  const fileId = `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
  const key = quarantineKeyOf(request.id, fileId);
  await deps.store.createFile({
    requestId: request.id,
    id: fileId,
    itemId,
    name,
    size: input.size,
    contentType,
    quarantineKey: key,
    state: 'uploading',
    uploadedAt: now.toISOString(),
  });
  const post = await deps.quarantine.presignUpload({ key, contentType, size: input.size });
  return { fileId, url: post.url, fields: JSON.stringify(post.fields) };
}

/** After the browser's POST: the object must be there as announced; then it waits for the scan. */
export async function confirmClientUpload(
  client: ClientInfo,
  input: { token: string; fileId: string },
  deps: ClientRequestDependencies,
): Promise<ClientSentFile> {
  const request = await knownRequest(deps, client, input.token);
  // The file is read whatever the token, so a live link of another request costs what a made-up one does.
  const file = await deps.store.getFile(request?.id ?? '', input.fileId);
  if (!request || !file) throw notFound();
  if (isExpired(request, deps.now())) throw new UserFacingError(messages.expired, 'Forbidden');
  if (file.state !== 'uploading') return sentFile(file);
  const stored = await deps.quarantine.head(file.quarantineKey);
  if (!stored) throw new UserFacingError(documentMessages.uploadMissing);
  if (stored.size !== file.size || stored.contentType !== file.contentType) {
    await deps.quarantine.remove(file.quarantineKey, stored.object);
    throw new UserFacingError(documentMessages.uploadMismatch);
  }
  // The file is the object confirmed now: only its scan result counts, and a release copies only it.
  const checking: ClientFileRecord = {
    ...file,
    state: 'checking',
    pinnedObject: stored.object,
    confirmedAt: deps.now().toISOString(),
  };
  // The scan may have finished first (it starts when the bytes land): then its verdict stands.
  const moved = await deps.store.saveFile(checking, ['uploading']);
  await markActivity(deps, request, moved ? scanOverdueAt(checking) : undefined);
  await deps.audit.recordAfter(
    requestEvent(
      { kind: 'client', client },
      'client-requests.file-uploaded',
      request,
      `${file.name}; ${file.size} bytes`,
    ),
  );
  return sentFile(moved ? checking : ((await deps.store.getFile(request.id, file.id)) ?? checking));
}

/** "I'm done": the firm hears of it once; reminders stop. */
export async function finishClientRequest(
  client: ClientInfo,
  input: { token: string },
  deps: ClientRequestDependencies,
): Promise<boolean> {
  const request = await liveRequest(deps, client, input.token);
  if (request.state === 'done') return true;
  const next = await saveRequest(deps, request, {
    state: 'done',
    doneAt: deps.now().toISOString(),
    reminderDueAt: undefined,
  });
  const staffLink = clientRequestStaffLink(deps.siteUrl, request.id);
  for (const to of await firmRecipients(deps, next)) await deps.sendMail(doneEmail(next, to, staffLink));
  await deps.audit.recordAfter(requestEvent({ kind: 'client', client }, 'client-requests.done', next));
  return true;
}

/** An expired link's page asks the firm to send a new one (a few times a day at most). */
export async function askForNewClientLink(
  client: ClientInfo,
  input: { token: string },
  deps: ClientRequestDependencies,
): Promise<string> {
  const request = await requestByToken(deps, client, input.token);
  const now = deps.now();
  if (!isExpired(request, now)) return messages.newLinkAsked;
  const allowed = await deps.rateLimiter.tryConsume(
    `client-new-link#${request.id}`,
    { limit: NEW_LINK_ASKS_PER_DAY, windowSeconds: 24 * HOUR_SECONDS },
    now,
  );
  if (!allowed) throw new UserFacingError(messages.tooManyAsks, 'TooManyRequests');
  const staffLink = clientRequestStaffLink(deps.siteUrl, request.id);
  for (const to of await firmRecipients(deps, request)) {
    await deps.sendMail(newLinkAskedEmail(request, to, staffLink));
  }
  await deps.audit.recordAfter(
    requestEvent({ kind: 'client', client }, 'client-requests.new-link-asked', request),
  );
  return messages.newLinkAsked;
}
