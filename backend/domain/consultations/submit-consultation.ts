/**
 * Taking a consultation request: validate, answer a retry with the record it already stored, throttle new
 * requests per client network (an IPv6 /64 counts as one client, as at sign-in), and store the request once (a conditional write decides between racing retries).
 * A filled-in honeypot is stored as spam and answered exactly like a real request; a request without a
 * valid bot check is stored and answered alike, marked unverified (bot-check.ts).
 */
import type { ClientInfo } from '../audit/audit-context';
import type { Log } from '../log';
import { CONSULTATION_RATE_LIMIT } from '../../contract/consultation';
import type { Consultation, ConsultationData } from '../../contract/operations';
import { allowFromNetwork, type NetworkRateLimiter } from '../client-network';
import { UserFacingError } from '../errors';
import {
  hasSameDetails,
  idempotencyKeyOf,
  newConsultationRecord,
  consultationIdFor,
  toPublicConsultation,
  type ConsultationRecord,
} from './consultation-record';
import { isVerifiedHuman, type BotCheckDeps } from './bot-check';
import { validateConsultation, type ConsultationDetails } from './validation';
import { validateLeadSource } from './lead-source';
import { consultationMessagesIn } from './language';
import { INBOX_LIMITS } from '../../contract/consultation-inbox';
import type { ConsultationStore } from './ports';
import type { FirmSettings } from '../../contract/firm-settings';
import { addCounters, leadCounters, type LeadReportCounters } from '../reports/lead-aggregates';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubmitConsultationDeps {
  store: ConsultationStore;
  rateLimiter: NetworkRateLimiter;
  botCheck: BotCheckDeps;
  now?: () => Date;
  /** The report's counters per day, and the settings that name the day (the firm's time zone). */
  reports: LeadReportCounters;
  log: Log;
  settings: () => Promise<FirmSettings>;
  /**
   * Starts the conflict check of a new lead (its client filed as its first party) after the answer; never
   * fails the request (a check that could not start shows as not run on the lead's page).
   */
  conflictCheck?: { start(leadId: string): Promise<void> };
}

function answerRetry(record: ConsultationRecord, details: ConsultationDetails): Consultation {
  if (!hasSameDetails(record, details)) {
    throw new UserFacingError(
      consultationMessagesIn(details.language).alreadyReceivedWithOtherDetails,
      'Conflict',
    );
  }
  return toPublicConsultation(record);
}

export async function submitConsultation(
  { sourceIp }: ClientInfo,
  { consultationData: input }: { consultationData: ConsultationData },
  deps: SubmitConsultationDeps,
): Promise<Consultation> {
  const { store, now = () => new Date() } = deps;
  const details = validateConsultation(input);
  const messages = consultationMessagesIn(details.language);
  const idempotencyKey = idempotencyKeyOf(input.idempotencyKey, messages);
  const id = consultationIdFor(idempotencyKey);

  // A retry of a stored request is answered without counting against the throttle.
  const existing = await store.find(id);
  if (existing) return answerRetry(existing, details);

  if (!(await allowFromNetwork(deps, 'consultation', sourceIp, CONSULTATION_RATE_LIMIT, now()))) {
    throw new UserFacingError(messages.tooManyRequests, 'TooManyRequests');
  }

  const spam = Boolean(input.website?.trim());
  const verified = await isVerifiedHuman(input.botCheck, deps.botCheck);
  const at = now();
  const record = newConsultationRecord(details, {
    idempotencyKey,
    spam,
    now: at,
    source: validateLeadSource(input.source),
  });
  if (!verified) record.unverified = true;
  const since = new Date(at.getTime() - INBOX_LIMITS.duplicateWindowDays * DAY_MS).toISOString();
  const duplicate = await store.findRecentByContact(record, since);
  if (duplicate) record.duplicateOf = duplicate._id;
  if (await store.createIfAbsent(record)) {
    await addCounters(deps.reports, leadCounters(record, await deps.settings()), deps.log);
    if (!spam) await deps.conflictCheck?.start(record._id);
    return toPublicConsultation(record);
  }

  // A concurrent retry stored it first.
  const winner = await store.find(id);
  if (!winner) throw new Error(`Consultation ${id} was neither created nor found`);
  return answerRetry(winner, details);
}
