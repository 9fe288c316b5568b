/**
 * The sweeper: no lead is left unseen because a notice failed. It reads the requests whose notice is
 * pending (an index Query, never a Scan), skips those still inside their backoff, and sends each through
 * the same at-most-once delivery as the form's own call, followed by the visitor's acknowledgement. A
 * request stuck in "sending" is never touched: only a person may decide to send it again. Then the same
 * for acknowledgements whose send failed after the notice went out (or that were never tried, because the
 * process stopped in between): their own queue, tries and backoff.
 */
import { NOTICE_RETRY } from '../../contract/consultation-inbox';
import type { ConsultationRecord } from './consultation-record';
import type { DeliverNoticeDeps, NoticeOutcome } from './deliver-notice';
import { deliverConsultationNotice } from './deliver-notice';
import {
  deliverAcknowledgement,
  type AcknowledgementDeps,
  type AcknowledgementOutcome,
} from './acknowledgement';

const MINUTE_MS = 60 * 1000;

/** When a request that failed `failures` times may be tried again. */
export function nextAttemptAt(failures: number, lastAttemptAt: string | undefined): Date {
  if (failures <= 0 || !lastAttemptAt) return new Date(0);
  const minutes = Math.min(NOTICE_RETRY.baseDelayMinutes * 2 ** (failures - 1), NOTICE_RETRY.maxDelayMinutes);
  return new Date(Date.parse(lastAttemptAt) + minutes * MINUTE_MS);
}

export function isDue(record: ConsultationRecord, now: Date): boolean {
  return (
    record.noticeQueue === 'pending' &&
    nextAttemptAt(record.noticeFailures ?? 0, record.lastNoticeAttemptAt) <= now
  );
}

export function isAcknowledgementDue(record: ConsultationRecord, now: Date): boolean {
  return (
    record.acknowledgementQueue === 'pending' &&
    nextAttemptAt(record.acknowledgementFailures ?? 0, record.lastAcknowledgementAttemptAt) <= now
  );
}

export interface DeliveryDeps extends DeliverNoticeDeps, AcknowledgementDeps {
  store: DeliverNoticeDeps['store'] & AcknowledgementDeps['store'];
}

/**
 * The form's own call and a person's re-send: the notice, then (once it went out) the visitor's
 * acknowledgement, each step on the request's timeline.
 */
export async function deliverNoticeAndAcknowledgement(
  id: string,
  deps: DeliveryDeps,
): Promise<NoticeOutcome> {
  const outcome = await deliverConsultationNotice(id, deps);
  if (outcome === 'sent') {
    const record = await deps.store.find(id);
    if (record) await deliverAcknowledgement(record, deps);
  }
  return outcome;
}

export interface SweepDeps extends DeliveryDeps {
  /** Requests whose notice is pending, oldest first, at most `limit`. */
  pendingNotices(limit: number): Promise<ConsultationRecord[]>;
  /** Requests whose acknowledgement is pending, oldest first, at most `limit`. */
  pendingAcknowledgements(limit: number): Promise<ConsultationRecord[]>;
}

export interface SweepTally {
  notices: Record<NoticeOutcome | 'waiting', number>;
  acknowledgements: Record<AcknowledgementOutcome | 'waiting', number>;
}

/** Requests looked at per run; a backlog larger than this drains over the next runs. */
export const SWEEP_BATCH = 50;

export async function sweepNotices(deps: SweepDeps): Promise<SweepTally> {
  const now = deps.now ?? (() => new Date());
  const notices = { sent: 0, 'already-sent': 0, spam: 0, 'in-progress': 0, 'not-sent': 0, waiting: 0 };
  for (const record of await deps.pendingNotices(SWEEP_BATCH)) {
    if (!isDue(record, now())) {
      notices.waiting += 1;
      continue;
    }
    const outcome = await deliverConsultationNotice(record._id, deps);
    notices[outcome] += 1;
    if (outcome === 'sent') await deliverAcknowledgement(record, deps);
  }
  const acknowledgements = { sent: 0, already: 0, withheld: 0, 'not-sent': 0, waiting: 0 };
  for (const record of await deps.pendingAcknowledgements(SWEEP_BATCH)) {
    if (!isAcknowledgementDue(record, now())) {
      acknowledgements.waiting += 1;
      continue;
    }
    acknowledgements[await deliverAcknowledgement(record, deps)] += 1;
  }
  return { notices, acknowledgements };
}
