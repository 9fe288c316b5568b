/**
 * What the staff's and the client's operations share: the link's token (256 random bits, only its keyed hash
 * stored), saving with the revision check, the views, the audit entries and who hears of a request.
 */
import {
  ACTIVITY_DIGEST_MINUTES,
  OTHER_ITEM_ID,
  clientRequestMessages,
  clientUploadLink,
  type ClientFileView,
  type ClientRequestDetail,
  type ClientRequestStatus,
  type ClientRequestSummary,
} from '../../contract/client-requests';
import type { AuditAction } from '../../contract/audit';
import type { AuditEvent } from '../audit/audit-log';
import type { ClientInfo } from '../audit/audit-context';
import { clientNetwork } from '../client-network';
import type { StaffActor } from '../auth/callers';
import { keyedHash, newSecretToken } from '../auth/one-time-secrets';
import { ConflictError, ObjectChangedError } from '../documents/ports';
import { UserFacingError } from '../errors';
import type { ClientRequestDependencies } from './ports';
import { isExpired, type ClientFileRecord, type ClientRequestRecord, type QuarantineObject } from './records';

/**
 * Puts a client's file, already marked accepted or released, in the request's folder as a new document the
 * client uploaded: a copy of exactly its pinned object, never whatever the key holds now. Keeps where it
 * went on the file and lets that object go. Undefined when the pinned object is no longer in quarantine
 * (nothing was placed).
 */
export async function placeInFolder(
  deps: Pick<ClientRequestDependencies, 'files' | 'store' | 'quarantine'>,
  request: ClientRequestRecord,
  file: ClientFileRecord & { pinnedObject: QuarantineObject },
) {
  let placed;
  try {
    placed = await deps.files.addFile({
      folderId: request.folderId,
      name: file.name,
      size: file.size,
      contentType: file.contentType,
      quarantineKey: file.quarantineKey,
      object: file.pinnedObject,
      uploadedBy: `${request.clientName} (client)`,
    });
  } catch (error) {
    if (error instanceof ObjectChangedError) return undefined;
    throw error;
  }
  await deps.store.saveFile({ ...file, ...placed }, [file.state]);
  await deps.quarantine.remove(file.quarantineKey, file.pinnedObject);
  return placed;
}

/** Files a request's page and the client's page read at once (a request allows at most this many). */
export const FILES_PAGE = 200;

/** A fresh link: the token for the email and the hash the store keeps. */
export async function newLink(deps: Pick<ClientRequestDependencies, 'tokenKey' | 'siteUrl'>) {
  const { token, tokenHash } = newSecretToken(await deps.tokenKey());
  return { token, tokenHash, url: clientUploadLink(deps.siteUrl, token) };
}

export async function tokenHashOf(deps: Pick<ClientRequestDependencies, 'tokenKey'>, token: string) {
  return keyedHash(token, await deps.tokenKey());
}

/** Saves with the revision check; a concurrent change becomes a clear message. */
export async function saveRequest(
  deps: Pick<ClientRequestDependencies, 'store'>,
  request: ClientRequestRecord,
  changes: Partial<ClientRequestRecord>,
): Promise<ClientRequestRecord> {
  const next = { ...request, ...changes, revision: request.revision + 1 };
  try {
    await deps.store.save(next, request.revision);
  } catch (error) {
    if (error instanceof ConflictError) {
      throw new UserFacingError('This request changed just now. Please reload and try again.', 'Conflict');
    }
    throw error;
  }
  return next;
}

export function statusOf(request: ClientRequestRecord, now: Date): ClientRequestStatus {
  if (request.state === 'revoked') return 'revoked';
  return isExpired(request, now) ? 'expired' : request.state;
}

export function summaryOf(request: ClientRequestRecord, now: Date): ClientRequestSummary {
  return {
    id: request.id,
    clientName: request.clientName,
    clientEmail: request.clientEmail,
    folderId: request.folderId,
    folderName: request.folderName,
    status: statusOf(request, now),
    requestedBy: request.requestedBy.name,
    createdAt: request.createdAt,
    expiresAt: request.expiresAt,
    fileCount: request.fileCount,
  };
}

export const isReceived = (file: ClientFileRecord) => file.state === 'accepted' || file.state === 'released';

function fileView(file: ClientFileRecord): ClientFileView {
  return {
    id: file.id,
    itemId: file.itemId,
    name: file.storedName ?? file.name,
    size: file.size,
    state: file.state,
    uploadedAt: file.uploadedAt,
    heldReason: file.heldReason ?? null,
    documentId: file.documentId ?? null,
  };
}

/** Every file the client sent (a request allows at most FILES_PAGE), oldest first. */
export async function filesOf(deps: Pick<ClientRequestDependencies, 'store'>, requestId: string) {
  const page = await deps.store.listFiles(requestId, null, FILES_PAGE);
  return page.items;
}

export async function detailOf(
  deps: Pick<ClientRequestDependencies, 'store'>,
  request: ClientRequestRecord,
  now: Date,
): Promise<ClientRequestDetail> {
  const files = (await filesOf(deps, request.id)).filter((file) => file.state !== 'uploading');
  const receivedFor = (itemId: string) =>
    files.filter((file) => file.itemId === itemId && isReceived(file)).length;
  return {
    ...summaryOf(request, now),
    message: request.message,
    consultationId: request.consultationId ?? null,
    items: [...request.items, { id: OTHER_ITEM_ID, label: 'Other' }].map((item) => ({
      ...item,
      received: receivedFor(item.id),
    })),
    maxFiles: request.maxFiles,
    maxBytes: request.maxBytes,
    totalBytes: request.totalBytes,
    doneAt: request.doneAt ?? null,
    files: files.map(fileView),
  };
}

/** The request as staff may act on it. */
export async function requestOf(
  deps: Pick<ClientRequestDependencies, 'store'>,
  id: string,
): Promise<ClientRequestRecord> {
  const request = await deps.store.get(id);
  if (!request) throw new UserFacingError(clientRequestMessages.requestNotFound, 'NotFound');
  return request;
}

type Actor = StaffActor | { kind: 'client'; client: ClientInfo } | { kind: 'system' };

/** An audit entry about a request (or one of its files): never the token or the link. */
export function requestEvent(
  actor: Actor,
  action: AuditAction,
  request: ClientRequestRecord,
  detail?: string,
): AuditEvent {
  const client = actor.kind === 'client' ? actor.client : actor.kind === 'staff' ? actor : undefined;
  return {
    action,
    actor: actor.kind === 'staff' ? { userId: actor.user._id, email: actor.user.email } : 'visitor',
    target: { type: 'client-request', id: request.id, label: request.clientName },
    network: client ? clientNetwork(client.sourceIp) : undefined,
    userAgent: actor.kind === 'client' ? actor.client.userAgent : undefined,
    detail,
  };
}

/** Who hears of a request's activity: whoever asked, and the assignee of the consultation it came from. */
export async function firmRecipients(
  deps: Pick<ClientRequestDependencies, 'leads'>,
  request: ClientRequestRecord,
): Promise<string[]> {
  const lead = request.consultationId ? await deps.leads.get(request.consultationId) : undefined;
  return [...new Set([request.requestedBy.email, lead?.assigneeEmail].filter((to): to is string => !!to))];
}

/** Re-reads and retries a change that lost a race with another of the client's uploads. */
export async function changeRequest(
  deps: Pick<ClientRequestDependencies, 'store'>,
  request: ClientRequestRecord,
  change: (current: ClientRequestRecord) => Partial<ClientRequestRecord> | undefined,
): Promise<void> {
  let current = request;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const changes = change(current);
    if (!changes) return;
    try {
      await saveRequest(deps, current, changes);
      return;
    } catch (error) {
      if (!(error instanceof UserFacingError && error.kind === 'Conflict')) throw error;
      const fresh = await deps.store.get(request.id);
      if (!fresh) throw new UserFacingError(clientRequestMessages.notFound, 'NotFound');
      current = fresh;
    }
  }
  throw new ConflictError('The request kept changing');
}

/**
 * The firm's next activity email is due in ACTIVITY_DIGEST_MINUTES unless one is already on its way; with
 * `scanOverdueAt`, the sweeper also looks for a scan result that never came by then.
 */
export function markActivity(
  deps: Pick<ClientRequestDependencies, 'store' | 'now'>,
  request: ClientRequestRecord,
  scanOverdueAt?: string,
) {
  const due = new Date(deps.now().getTime() + ACTIVITY_DIGEST_MINUTES * 60_000).toISOString();
  return changeRequest(deps, request, (current) => {
    const changes: Partial<ClientRequestRecord> = {};
    if (!current.activityDueAt) changes.activityDueAt = due;
    if (scanOverdueAt && !(current.scanDueAt && current.scanDueAt <= scanOverdueAt)) {
      changes.scanDueAt = scanOverdueAt;
    }
    return Object.keys(changes).length > 0 ? changes : undefined;
  });
}
