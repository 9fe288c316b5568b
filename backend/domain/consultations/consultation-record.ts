/**
 * A stored consultation request and the decisions about it: its id (derived from the client's idempotency
 * key, so a retried submission lands on the same record), what a new record holds, and what the public
 * answer shows.
 */
import { createHash, randomUUID } from 'node:crypto';
import { CONSULTATION_LIMITS, CONSULTATION_MESSAGES } from '../../contract/consultation';
import type { Consultation } from '../../contract/operations';
import { UserFacingError } from '../errors';
import type { ConsultationDetails } from './validation';

/**
 * received: stored, the firm has not been notified (a failed send comes back here, so it can be sent again).
 * notifying: a sender has claimed the notice; if it stays here, the sender stopped mid-send and the notice
 * may or may not have gone out, so nothing resends it automatically (at most once).
 * notified: the notice was sent.
 */
export type ConsultationStatus = 'received' | 'notifying' | 'notified';

export interface ConsultationRecord extends ConsultationDetails {
  _id: string;
  createdAt: string;
  status: ConsultationStatus;
  /** The honeypot was filled in: kept for review, never mailed. */
  spam: boolean;
  noticeClaimedAt?: string;
  notifiedAt?: string;
  noticeMessageId?: string;
  /** Sends that failed before reaching the mail service, and the last reason. */
  noticeFailures?: number;
  lastNoticeError?: string;
}

/**
 * The client's key for this submission, or a fresh one when it sent none (then a retry is a new request).
 * The client IP is deliberately not stored: the throttle counts by IP in short-lived counters, and a lead
 * kept for years does not need it (an unkeyed hash of an IPv4 address is trivially reversed, so hashing it
 * would protect nothing).
 */
export function idempotencyKeyOf(key: string | null | undefined): string {
  const trimmed = (key ?? '').trim();
  if (!trimmed) return randomUUID();
  if (trimmed.length > CONSULTATION_LIMITS.idempotencyKeyMaxLength) {
    throw new UserFacingError(CONSULTATION_MESSAGES.idempotencyKeyInvalid);
  }
  return trimmed;
}

/** 128 bits of a SHA-256 of the key: the same key always names the same record, and the id reveals no key. */
export function consultationIdFor(idempotencyKey: string): string {
  return createHash('sha256').update(`consultation:${idempotencyKey}`).digest('hex').slice(0, 32);
}

export function newConsultationRecord(
  details: ConsultationDetails,
  { idempotencyKey, spam, now }: { idempotencyKey: string; spam: boolean; now: Date },
): ConsultationRecord {
  return {
    _id: consultationIdFor(idempotencyKey),
    ...details,
    createdAt: now.toISOString(),
    status: 'received',
    spam,
  };
}

/** Whether a retried submission carries the same request the record already holds. */
export function hasSameDetails(record: ConsultationRecord, details: ConsultationDetails): boolean {
  return (Object.keys(details) as (keyof ConsultationDetails)[]).every((key) => record[key] === details[key]);
}

/** What the mutation answers: the schema's fields only, the same for a real request and a honeypot hit. */
export function toPublicConsultation(record: ConsultationRecord): Consultation {
  const { _id, firstName, lastName, email, phone, typeOfClient, message, createdAt } = record;
  return { _id, firstName, lastName, email, phone, typeOfClient, message, createdAt };
}
