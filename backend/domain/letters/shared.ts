/**
 * What the staff's and the signers' operations share: a letter's status as people read it, its view, its
 * events and audit entries, saving on the version, tokens and the firm's zone's dates.
 */
import { createHash } from 'node:crypto';
import { LETTER_MESSAGES, type LetterEventKind, type LetterStatus } from '../../contract/letters';
import type { AuditAction } from '../../contract/audit';
import { leadPageUrl } from '../../contract/consultation-inbox';
import type { ClientInfo } from '../audit/audit-context';
import type { AuditEvent } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import { keyedHash, newSecretToken } from '../auth/one-time-secrets';
import { clientNetwork } from '../client-network';
import { UserFacingError } from '../errors';
import { civilDateOf, instantAt } from '../settings/business-time';
import type { LetterDependencies } from './ports';
import { isPastExpiry, type LetterEventRecord, type LetterRecord } from './records';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The status people read: what is stored, or what the signers and the date make of a letter still out. */
export function statusOf(letter: LetterRecord, now: Date): LetterStatus {
  if (letter.state !== 'sent') return letter.state;
  if (isPastExpiry(letter, now)) return 'expired';
  if (letter.signers.some((signer) => signer.state !== 'waiting')) return 'consented';
  return letter.openedAt ? 'opened' : 'sent';
}

/** The letter as the staff API answers it: never a token hash, code or access word. */
export function letterView(letter: LetterRecord, now: Date) {
  return {
    id: letter.id,
    caseId: letter.caseId,
    templateId: letter.templateId,
    templateVersion: letter.templateVersion,
    title: letter.title,
    language: letter.language,
    status: statusOf(letter, now),
    signers: letter.signers.map(({ name, email, role, state }) => ({ name, email, role, state })),
    ...(letter.feeTerms ? { feeTerms: letter.feeTerms } : {}),
    expiresOn: letter.expiresOn,
    sentAt: letter.sentAt,
    sentBy: letter.sentBy.name,
    sentSha256: letter.sentSha256,
    ...(letter.sealedSha256 ? { sealedSha256: letter.sealedSha256 } : {}),
    ...(letter.documentId ? { documentId: letter.documentId } : {}),
    ...(letter.declineReason ? { declineReason: letter.declineReason } : {}),
    events: letter.events,
    version: letter.version,
  };
}
export type LetterView = ReturnType<typeof letterView>;

/** One event, as the letter and its certificate keep it: a signer's carries their network and browser. */
export function letterEvent(
  kind: LetterEventKind,
  at: Date,
  by: string,
  client?: ClientInfo,
  note?: string,
): LetterEventRecord {
  return {
    kind,
    at: at.toISOString(),
    by,
    ...(client?.sourceIp ? { network: client.sourceIp } : {}),
    ...(client?.userAgent ? { browser: client.userAgent.slice(0, 300) } : {}),
    ...(note ? { note } : {}),
  };
}

/** Who acted on a letter, as its audit entries name them. */
export type LetterActor =
  StaffActor | { kind: 'signer'; email: string; client: ClientInfo } | { kind: 'system' };

/** An audit entry about a letter: never a token, code, access word or the letter's contents. */
export function letterAudit(
  actor: LetterActor,
  action: AuditAction,
  letter: Pick<LetterRecord, 'id' | 'title'> & { merge: Pick<LetterRecord['merge'], 'clientName'> },
  detail?: string,
): AuditEvent {
  const client = actor.kind === 'signer' ? actor.client : actor.kind === 'staff' ? actor : undefined;
  return {
    action,
    actor:
      actor.kind === 'staff'
        ? { userId: actor.user._id, email: actor.user.email }
        : actor.kind === 'signer'
          ? 'visitor'
          : 'system',
    target: { type: 'letter', id: letter.id, label: `${letter.title}: ${letter.merge.clientName}` },
    ...(client ? { network: clientNetwork(client.sourceIp) } : {}),
    ...(actor.kind === 'signer' && actor.client.userAgent ? { userAgent: actor.client.userAgent } : {}),
    ...(detail ? { detail } : {}),
  };
}

/** Stores the letter's next version; false when another change got there first. */
export async function storeNext(
  deps: Pick<LetterDependencies, 'store'>,
  letter: LetterRecord,
  changes: Partial<LetterRecord>,
  events: LetterEventRecord[] = [],
): Promise<LetterRecord | undefined> {
  const next: LetterRecord = {
    ...letter,
    ...changes,
    events: [...letter.events, ...events],
    version: letter.version + 1,
  };
  return (await deps.store.saveLetter(next, letter.version)) ? next : undefined;
}

/** The same, for a staff change: a lost race is a message to reload. */
export async function saveLetterChange(
  deps: Pick<LetterDependencies, 'store'>,
  letter: LetterRecord,
  changes: Partial<LetterRecord>,
  events: LetterEventRecord[] = [],
): Promise<LetterRecord> {
  const next = await storeNext(deps, letter, changes, events);
  if (!next) throw new UserFacingError(LETTER_MESSAGES.letterChanged, 'Conflict');
  return next;
}

export async function letterOf(deps: Pick<LetterDependencies, 'store'>, id: string): Promise<LetterRecord> {
  const letter = id.length <= 64 ? await deps.store.getLetter(id) : undefined;
  if (!letter) throw new UserFacingError(LETTER_MESSAGES.letterNotFound, 'NotFound');
  return letter;
}

/** A fresh link token and the hash the store keeps. */
export async function newToken(deps: Pick<LetterDependencies, 'tokenKey'>) {
  return newSecretToken(await deps.tokenKey());
}

export async function tokenHashOf(deps: Pick<LetterDependencies, 'tokenKey'>, token: string) {
  return keyedHash(typeof token === 'string' ? token.slice(0, 100) : '', await deps.tokenKey());
}

/** Today's civil date in the firm's zone. */
export async function firmToday(deps: Pick<LetterDependencies, 'now' | 'timeZone'>): Promise<string> {
  return civilDateOf(deps.now(), await deps.timeZone());
}

/** The instant the civil day `date` ends in the firm's zone (the next day's midnight). */
export async function endOfDay(deps: Pick<LetterDependencies, 'timeZone'>, date: string): Promise<string> {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  const local = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  return instantAt(local, 0, await deps.timeZone()).toISOString();
}

/** "j***@example.com": enough for the signer to know where the code went, and no more. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Who hears of a signer's answer: the responsible attorney and whoever sent the letter. */
export const firmRecipients = (letter: LetterRecord) => [
  ...new Set([letter.attorneyEmail, letter.sentBy.email].filter((to): to is string => Boolean(to))),
];

/** The lead's page, where staff find the letter. */
export const letterStaffLink = (siteUrl: string, letter: Pick<LetterRecord, 'caseId'>) =>
  leadPageUrl(siteUrl, letter.caseId);
