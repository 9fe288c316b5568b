/**
 * The staff's side of a client document request: create one (from a consultation or a folder), list and open
 * them, extend, re-send (a new link; the old one stops working), revoke, and release a held file after
 * looking at it. Every operation receives the live staff actor the resolver wrapper checked.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_REQUEST_DAYS,
  DEFAULT_REQUEST_MAX_BYTES,
  DEFAULT_REQUEST_MAX_FILES,
  MAX_CHECKLIST_ITEMS,
  MAX_CLIENT_NAME_LENGTH,
  MAX_ITEM_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_REQUEST_BYTES,
  MAX_REQUEST_DAYS,
  MAX_REQUEST_FILES,
  REMINDER_AFTER_DAYS,
  clientRequestMessages as messages,
  isReleasable,
  type ClientRequestDetail,
  type ClientRequestSummary,
  type IssuedClientRequest,
} from '../../contract/client-requests';
import { MEGABYTE } from '../../contract/documents';
import type { Page } from '../../contract/paging';
import type { StaffActor } from '../auth/callers';
import { isEmail } from '../auth/new-user';
import { normaliseEmail } from '../auth/user';
import { UserFacingError } from '../errors';
import { requestEmail } from './emails';
import type { ClientRequestDependencies } from './ports';
import type { ClientRequestRecord } from './records';
import { detailOf, newLink, placeInFolder, requestEvent, requestOf, saveRequest, summaryOf } from './shared';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewClientRequest {
  consultationId?: string | null;
  folderId?: string | null;
  clientName: string;
  clientEmail: string;
  items: string[];
  message?: string | null;
  expiresInDays?: number | null;
  maxFiles?: number | null;
  maxMegabytes?: number | null;
}

const displayName = (actor: StaffActor) => `${actor.user.firstName} ${actor.user.lastName}`.trim();
const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS).toISOString();

function checkedDays(days: number | null | undefined): number {
  const value = days ?? DEFAULT_REQUEST_DAYS;
  if (!Number.isInteger(value) || value < 1 || value > MAX_REQUEST_DAYS) {
    throw new UserFacingError(messages.daysInvalid);
  }
  return value;
}

function checkedInput(input: NewClientRequest) {
  const clientName = input.clientName.replace(/\s+/g, ' ').trim();
  if (!clientName || clientName.length > MAX_CLIENT_NAME_LENGTH)
    throw new UserFacingError(messages.nameRequired);
  const clientEmail = normaliseEmail(input.clientEmail);
  if (!isEmail(clientEmail)) throw new UserFacingError(messages.emailInvalid);
  const labels = input.items.map((item) => item.replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (labels.length === 0) throw new UserFacingError(messages.itemsRequired);
  if (labels.length > MAX_CHECKLIST_ITEMS) throw new UserFacingError(messages.tooManyItems);
  if (labels.some((label) => label.length > MAX_ITEM_LENGTH)) throw new UserFacingError(messages.itemTooLong);
  const message = (input.message ?? '').trim();
  if (message.length > MAX_MESSAGE_LENGTH) throw new UserFacingError(messages.messageTooLong);
  const maxFiles = input.maxFiles ?? DEFAULT_REQUEST_MAX_FILES;
  const maxBytes = input.maxMegabytes ? input.maxMegabytes * MEGABYTE : DEFAULT_REQUEST_MAX_BYTES;
  if (
    !Number.isInteger(maxFiles) ||
    maxFiles < 1 ||
    maxFiles > MAX_REQUEST_FILES ||
    !Number.isInteger(maxBytes) ||
    maxBytes < 1 ||
    maxBytes > MAX_REQUEST_BYTES
  ) {
    throw new UserFacingError(messages.limitsInvalid);
  }
  return {
    clientName,
    clientEmail,
    items: labels.map((label, index) => ({ id: `item-${index + 1}`, label })),
    message,
    days: checkedDays(input.expiresInDays),
    maxFiles,
    maxBytes,
  };
}

/** The target folder: the one chosen, or a top-level folder named after the client. */
async function targetFolder(
  actor: StaffActor,
  folderId: string | null | undefined,
  clientName: string,
  deps: ClientRequestDependencies,
) {
  if (!folderId) return deps.files.clientFolder(actor, clientName);
  const name = await deps.files.folderName(folderId);
  if (name === undefined) throw new UserFacingError('This folder no longer exists.', 'NotFound');
  return { id: folderId, name };
}

/** Creates the request, mails the client the link and answers with the link to copy. */
export async function createClientRequest(
  actor: StaffActor,
  input: NewClientRequest,
  deps: ClientRequestDependencies,
): Promise<IssuedClientRequest> {
  const checked = checkedInput(input);
  const consultationId = input.consultationId || undefined;
  if (consultationId && !(await deps.leads.get(consultationId))) {
    throw new UserFacingError('This consultation request no longer exists.', 'NotFound');
  }
  const folder = await targetFolder(actor, input.folderId, checked.clientName, deps);
  const now = deps.now();
  const link = await newLink(deps);
  const request: ClientRequestRecord = {
    id: randomUUID(),
    clientName: checked.clientName,
    clientEmail: checked.clientEmail,
    folderId: folder.id,
    folderName: folder.name,
    items: checked.items,
    message: checked.message,
    consultationId,
    requestedBy: { email: actor.user.email, name: displayName(actor) },
    createdAt: now.toISOString(),
    sentAt: now.toISOString(),
    expiresAt: addDays(now, checked.days),
    state: 'open',
    tokenHash: link.tokenHash,
    maxFiles: checked.maxFiles,
    maxBytes: checked.maxBytes,
    fileCount: 0,
    totalBytes: 0,
    reminderDueAt: addDays(now, REMINDER_AFTER_DAYS),
    revision: 1,
  };
  await deps.store.create(request);
  await deps.audit.recordAfter(
    requestEvent(actor, 'client-requests.created', request, `items: ${request.items.length}`),
  );
  await deps.sendMail(requestEmail(request, link.url));
  await deps.audit.recordAfter(requestEvent(actor, 'client-requests.sent', request));
  return { request: await detailOf(deps, request, now), link: link.url };
}

export async function listClientRequests(
  _actor: StaffActor,
  input: { cursor?: string | null },
  deps: ClientRequestDependencies,
): Promise<Page<ClientRequestSummary>> {
  const page = await deps.store.list(input.cursor);
  const now = deps.now();
  return { items: page.items.map((request) => summaryOf(request, now)), nextCursor: page.nextCursor ?? null };
}

export async function getClientRequest(
  _actor: StaffActor,
  input: { id: string },
  deps: ClientRequestDependencies,
): Promise<ClientRequestDetail> {
  return detailOf(deps, await requestOf(deps, input.id), deps.now());
}

async function liveRequestOf(deps: ClientRequestDependencies, id: string) {
  const request = await requestOf(deps, id);
  if (request.state === 'revoked') throw new UserFacingError(messages.closed, 'Conflict');
  return request;
}

/** Moves the expiry to `days` from now (an expired link works again). */
export async function extendClientRequest(
  actor: StaffActor,
  input: { id: string; days: number },
  deps: ClientRequestDependencies,
): Promise<ClientRequestDetail> {
  const days = checkedDays(input.days);
  const request = await liveRequestOf(deps, input.id);
  const now = deps.now();
  const next = await saveRequest(deps, request, { expiresAt: addDays(now, days), expiryRecorded: false });
  await deps.audit.recordAfter(requestEvent(actor, 'client-requests.extended', next, `days: ${days}`));
  return detailOf(deps, next, now);
}

/** A new link, mailed to the client; the earlier link stops working. */
export async function resendClientRequest(
  actor: StaffActor,
  input: { id: string },
  deps: ClientRequestDependencies,
): Promise<IssuedClientRequest> {
  const request = await liveRequestOf(deps, input.id);
  const now = deps.now();
  const link = await newLink(deps);
  const next = await saveRequest(deps, request, {
    tokenHash: link.tokenHash,
    sentAt: now.toISOString(),
    reminderDueAt: request.state === 'open' ? addDays(now, REMINDER_AFTER_DAYS) : undefined,
  });
  await deps.sendMail(requestEmail(next, link.url));
  await deps.audit.recordAfter(requestEvent(actor, 'client-requests.sent', next, 'new link'));
  return { request: await detailOf(deps, next, now), link: link.url };
}

/** The link stops working for good; answers 404 like any wrong link from now on. */
export async function revokeClientRequest(
  actor: StaffActor,
  input: { id: string },
  deps: ClientRequestDependencies,
): Promise<ClientRequestDetail> {
  const request = await requestOf(deps, input.id);
  const now = deps.now();
  if (request.state === 'revoked') return detailOf(deps, request, now);
  const next = await saveRequest(deps, request, {
    state: 'revoked',
    revokedAt: now.toISOString(),
    reminderDueAt: undefined,
  });
  await deps.audit.recordAfter(requestEvent(actor, 'client-requests.revoked', next));
  return detailOf(deps, next, now);
}

/**
 * A held (or unscanned) file goes into the folder after staff looked at it: exactly the object that was held
 * (the one the client confirmed or the scan named), never another one sent under the same key since.
 */
export async function releaseClientFile(
  actor: StaffActor,
  input: { requestId: string; fileId: string },
  deps: ClientRequestDependencies,
): Promise<ClientRequestDetail> {
  const request = await requestOf(deps, input.requestId);
  const file = await deps.store.getFile(request.id, input.fileId);
  if (!file) throw new UserFacingError(messages.fileNotFound, 'NotFound');
  if (!isReleasable(file.state)) throw new UserFacingError(messages.notHeld, 'Conflict');
  const { pinnedObject } = file;
  // A file held before files were pinned names no object: releasing "whatever the key holds" is refused.
  if (!pinnedObject) throw new UserFacingError(messages.heldObjectGone, 'Conflict');
  const claimed = { ...file, pinnedObject, state: 'released' as const, releasedBy: actor.user.email };
  if (!(await deps.store.saveFile(claimed, [file.state]))) {
    throw new UserFacingError(messages.notHeld, 'Conflict');
  }
  const placed = await placeInFolder(deps, request, claimed);
  if (!placed) {
    // The held object is no longer in quarantine (replaced where there are no versions, or expired).
    await deps.store.saveFile(file, ['released']);
    throw new UserFacingError(messages.heldObjectGone, 'Conflict');
  }
  const bytes = file.sha256 ? `SHA-256 ${file.sha256}` : 'SHA-256 not read (no scan result)';
  await deps.audit.recordAfter(
    requestEvent(
      actor,
      'client-requests.file-released',
      request,
      `${file.name}; ${file.size} bytes; ${bytes}; as ${placed.storedName}; was held: ${file.heldReason}`,
    ),
  );
  return detailOf(deps, request, deps.now());
}
