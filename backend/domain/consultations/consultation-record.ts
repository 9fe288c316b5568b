/**
 * A stored consultation request and the decisions about it: its id (derived from the client's idempotency
 * key, so a retried submission lands on the same record), what a new record holds, and what the public
 * answer shows.
 */
import { createHash, randomUUID } from 'node:crypto';
import { CONSULTATION_LIMITS } from '../../contract/consultation';
import type { LeadStatus, NoticeState } from '../../contract/consultation-inbox';
import type { Consultation } from '../../contract/operations';
import { UserFacingError } from '../errors';
import type { ConsultationMessages } from './language';
import type { ConsultationDetails } from './validation';
import type { ConflictState } from '../../contract/conflicts';

/**
 * received: stored, the firm has not been notified (a failed send comes back here, so it can be sent again).
 * notifying: a sender has claimed the notice; if it stays here, the sender stopped mid-send and the notice
 * may or may not have gone out, so nothing resends it automatically (at most once).
 * notified: the notice was sent.
 */
export type ConsultationStatus = 'received' | 'notifying' | 'notified';

/** The notice states that keep a record in the notice index (sent and spam records leave it). */
export type NoticeQueueState = Extract<NoticeState, 'pending' | 'sending' | 'failed'>;

export interface ConsultationRecord extends ConsultationDetails {
  _id: string;
  createdAt: string;
  status: ConsultationStatus;
  /** The honeypot was filled in: kept for review, never mailed. */
  spam: boolean;
  /**
   * No valid proof of work came with the request (none, a wrong one or a reused one): stored and the firm
   * notified like any other, labelled in the inbox, and the visitor's address is never mailed.
   */
  unverified?: true;
  noticeClaimedAt?: string;
  notifiedAt?: string;
  noticeMessageId?: string;
  /** Sends that failed before reaching the mail service, the last reason and when. */
  noticeFailures?: number;
  lastNoticeError?: string;
  lastNoticeAttemptAt?: string;
  /** Index key (byNotice): present while the notice needs the sweeper or a person. */
  noticeQueue?: NoticeQueueState;
  /**
   * The visitor's acknowledgement: claimed (sending) then sent, at most once. A send that certainly failed
   * removes the claim again, so the sweeper can try once more. Withheld: never sent, because the request
   * is unverified or its address already received one within the window.
   */
  acknowledgement?: 'sending' | 'sent' | 'withheld' | 'bounced' | 'complained';
  /**
   * Index key (byAcknowledgement): pending from the moment the notice went out until a sender claims the
   * acknowledgement, pending again after a send that certainly failed, failed after the last try.
   */
  acknowledgementQueue?: 'pending' | 'failed';
  acknowledgementFailures?: number;
  lastAcknowledgementAttemptAt?: string;
  /** The lead pipeline. */
  leadStatus: LeadStatus;
  assigneeEmail?: string;
  followUpOn?: string;
  openedAt?: string;
  /** When the lead first left New (a person contacted it, or decided it otherwise). */
  firstContactAt?: string;
  /** When the first-contact alert went to the assignee (or every staff user), and when it escalated. */
  firstAlertAt?: string;
  escalatedAt?: string;
  /** The furthest funnel stage the lead has reached (domain/reports/lead-aggregates.ts), 0 while New. */
  funnelReached?: number;
  /** Index keys (byFollowUp): whose the next follow-up is and when it is due; absent when none is. */
  followUpOwner?: string;
  followUpDueAt?: string;
  duplicateOf?: string;
  /** Where the lead's conflict check stands (domain/conflicts), for the inbox's mark; absent before it ran. */
  conflictState?: ConflictState;
  /** Optimistic lock for staff edits. */
  version: number;
  sourcePage?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

/**
 * The forms the inbox's search and the duplicate check compare: a request matches what was typed when they
 * agree (lower-case email, the phone's digits, lower-case last name with single spaces).
 */
export function comparableEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function comparablePhone(phone: string): string {
  return phone.replace(/\D+/gu, '');
}

export function comparableLastName(lastName: string): string {
  return lastName.replace(/\s+/gu, ' ').trim().toLowerCase();
}

/**
 * The client's key for this submission, or a fresh one when it sent none (then a retry is a new request).
 * The client IP is deliberately not stored: the throttle counts by IP in short-lived counters, and a lead
 * kept for years does not need it (an unkeyed hash of an IPv4 address is trivially reversed, so hashing it
 * would protect nothing).
 */
export function idempotencyKeyOf(key: string | null | undefined, messages: ConsultationMessages): string {
  const trimmed = (key ?? '').trim();
  if (!trimmed) return randomUUID();
  if (trimmed.length > CONSULTATION_LIMITS.idempotencyKeyMaxLength) {
    throw new UserFacingError(messages.idempotencyKeyInvalid);
  }
  return trimmed;
}

/** 128 bits of a SHA-256 of the key: the same key always names the same record, and the id reveals no key. */
export function consultationIdFor(idempotencyKey: string): string {
  return createHash('sha256').update(`consultation:${idempotencyKey}`).digest('hex').slice(0, 32);
}

export function newConsultationRecord(
  details: ConsultationDetails,
  {
    idempotencyKey,
    spam,
    now,
    source = {},
  }: { idempotencyKey: string; spam: boolean; now: Date; source?: StoredLeadSource },
): ConsultationRecord {
  return {
    _id: consultationIdFor(idempotencyKey),
    ...details,
    ...source,
    createdAt: now.toISOString(),
    status: 'received',
    spam,
    leadStatus: spam ? 'spam' : 'new',
    ...(spam ? {} : { noticeQueue: 'pending' as const }),
    version: 1,
  };
}

/** The source fields as a record stores them (absent when the form did not send them). */
export type StoredLeadSource = Partial<
  Pick<ConsultationRecord, 'sourcePage' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign'>
>;

/** Whether a retried submission carries the same request the record already holds. */
export function hasSameDetails(record: ConsultationRecord, details: ConsultationDetails): boolean {
  return (Object.keys(details) as (keyof ConsultationDetails)[]).every((key) => record[key] === details[key]);
}

/** What the mutation answers: the schema's fields only, the same for a real request and a honeypot hit. */
export function toPublicConsultation(record: ConsultationRecord): Consultation {
  const { _id, firstName, lastName, email, phone, typeOfClient, message, createdAt } = record;
  return { _id, firstName, lastName, email, phone, typeOfClient, message, createdAt };
}
