/**
 * Taking a consultation request: validate, answer a retry with the record it already stored, throttle new
 * requests per client IP, and store the request once (a conditional write decides between racing retries).
 * A filled-in honeypot is stored as spam and answered exactly like a real request.
 */
import type { ClientInfo } from '../audit/audit-context';
import { CONSULTATION_MESSAGES } from '../../contract/consultation';
import type { Consultation, ConsultationData } from '../../contract/operations';
import { UserFacingError } from '../errors';
import {
  hasSameDetails,
  idempotencyKeyOf,
  newConsultationRecord,
  consultationIdFor,
  toPublicConsultation,
  type ConsultationRecord,
} from './consultation-record';
import { validateConsultation, type ConsultationDetails } from './validation';
import { validateLeadSource } from './lead-source';
import { INBOX_LIMITS } from '../../contract/consultation-inbox';
import type { ConsultationStore } from './ports';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubmitConsultationDeps {
  store: ConsultationStore;
  /** Counts one new request from this client; false when it has used up its allowance. */
  allowRequestFrom(sourceIp: string): Promise<boolean>;
  now?: () => Date;
}

function answerRetry(record: ConsultationRecord, details: ConsultationDetails): Consultation {
  if (!hasSameDetails(record, details)) {
    throw new UserFacingError(CONSULTATION_MESSAGES.alreadyReceivedWithOtherDetails, 'Conflict');
  }
  return toPublicConsultation(record);
}

export async function submitConsultation(
  { sourceIp }: ClientInfo,
  { consultationData: input }: { consultationData: ConsultationData },
  { store, allowRequestFrom, now = () => new Date() }: SubmitConsultationDeps,
): Promise<Consultation> {
  const details = validateConsultation(input);
  const idempotencyKey = idempotencyKeyOf(input.idempotencyKey);
  const id = consultationIdFor(idempotencyKey);

  // A retry of a stored request is answered without counting against the throttle.
  const existing = await store.find(id);
  if (existing) return answerRetry(existing, details);

  if (!(await allowRequestFrom(sourceIp))) {
    throw new UserFacingError(CONSULTATION_MESSAGES.tooManyRequests, 'TooManyRequests');
  }

  const spam = Boolean(input.website?.trim());
  const at = now();
  const record = newConsultationRecord(details, {
    idempotencyKey,
    spam,
    now: at,
    source: validateLeadSource(input.source),
  });
  const since = new Date(at.getTime() - INBOX_LIMITS.duplicateWindowDays * DAY_MS).toISOString();
  const duplicate = await store.findRecentByContact(record, since);
  if (duplicate) record.duplicateOf = duplicate._id;
  if (await store.createIfAbsent(record)) return toPublicConsultation(record);

  // A concurrent retry stored it first.
  const winner = await store.find(id);
  if (!winner) throw new Error(`Consultation ${id} was neither created nor found`);
  return answerRetry(winner, details);
}
