/**
 * Sending the firm's notice for a stored request at most once. A sender first claims the record
 * (received -> notifying, a conditional write, so only one sender wins), then sends, then marks it notified.
 * A send that certainly failed hands the record back (notifying -> received) so it can be sent again; a send
 * whose fate is unknown (the process stopped, or the mail service did not answer) leaves it in notifying,
 * where nothing resends it: a duplicate notice is avoided at the price of a person checking that record.
 */
import { NOTICE_RETRY } from '../../contract/consultation-inbox';
import { UserFacingError } from '../errors';
import type { Email } from '../mail/email';
import { buildConsultationNotice } from './notice';
import type { NoticeStore, RecordTimelineEvent } from './ports';

/** The mail service refused or could not be reached: the message certainly did not go out. */
export class MailNotSentError extends Error {
  override name = 'MailNotSentError';
}

export interface DeliverNoticeDeps {
  store: NoticeStore;
  /** Sends and resolves to the message id; throws MailNotSentError when it certainly did not send. */
  send(email: Email): Promise<string>;
  firmInfoEmail: string;
  now?: () => Date;
  recordEvent?: RecordTimelineEvent;
}

export type NoticeOutcome =
  /** Sent now. */
  | 'sent'
  /** Sent by an earlier request. */
  | 'already-sent'
  /** A honeypot hit: never mailed, answered like a success. */
  | 'spam'
  /** Another sender holds the claim, or one stopped mid-send. */
  | 'in-progress'
  /** The mail service is unavailable; the record is unsent and can be sent again. */
  | 'not-sent';

export const UNKNOWN_CONSULTATION_MESSAGE = 'There is no consultation request with this id.';

export async function deliverConsultationNotice(
  id: string,
  { store, send, firmInfoEmail, now = () => new Date(), recordEvent }: DeliverNoticeDeps,
): Promise<NoticeOutcome> {
  const record = await store.find(id);
  if (!record) throw new UserFacingError(UNKNOWN_CONSULTATION_MESSAGE);
  if (record.spam) return 'spam';
  if (record.status === 'notified') return 'already-sent';
  if (record.status === 'notifying') return 'in-progress';

  if (!(await store.claimNotice(id, now()))) {
    const current = await store.find(id);
    return current?.status === 'notified' ? 'already-sent' : 'in-progress';
  }

  let messageId: string;
  try {
    messageId = await send(buildConsultationNotice(record, firmInfoEmail));
  } catch (error) {
    if (!(error instanceof MailNotSentError)) throw error;
    const giveUp = (record.noticeFailures ?? 0) + 1 >= NOTICE_RETRY.maxTries;
    await store.releaseNotice(id, error.message, { now: now(), giveUp });
    await recordEvent?.(id, {
      at: now().toISOString(),
      kind: giveUp ? 'notice-gave-up' : 'notice-failed',
      actorEmail: null,
      text: giveUp
        ? `Notice not sent after ${NOTICE_RETRY.maxTries} tries; flagged "notice failed"`
        : 'Notice not sent: the mail service was unavailable',
    });
    return 'not-sent';
  }
  await store.markNotified(id, now(), messageId);
  await recordEvent?.(id, {
    at: now().toISOString(),
    kind: 'notice-sent',
    actorEmail: null,
    text: 'Notice sent to the firm',
  });
  return 'sent';
}
