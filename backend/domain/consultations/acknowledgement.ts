/**
 * The visitor's acknowledgement: "we received your request", the phone number for anything urgent, and
 * that no attorney-client relationship exists yet. Built on the server from the stored record, every value
 * escaped by `html`; it never echoes the message the visitor typed (a mailbox is not a safe place for it,
 * and an echo would let anyone mail arbitrary text from the firm's address). Sent at most once: a claim
 * (a conditional write) comes first, and only a send that certainly failed gives the claim back, putting
 * the request back in the acknowledgement queue for the sweeper (NOTICE_RETRY's tries and backoff) or,
 * after the last try, flagging it failed. A send whose fate is unknown keeps the claim: never sent twice.
 */
import { NOTICE_RETRY } from '../../contract/consultation-inbox';
import { FIRM_IDENTITY } from '../../contract/firm';
import { html, type Email } from '../mail/email';
import type { ConsultationRecord } from './consultation-record';
import { MailNotSentError } from './deliver-notice';
import type { AcknowledgementStore, RecordTimelineEvent } from './ports';

export const ACKNOWLEDGEMENT_SUBJECT = 'We received your consultation request - Brandt & Okafor';

export function buildAcknowledgement(record: ConsultationRecord): Email {
  const body = html`<!doctype html>
    <html lang="en">
      <body style="font-family: Arial, sans-serif; color: #1b2a41">
        <p>Dear ${record.firstName} ${record.lastName},</p>
        <p>
          Thank you for contacting Brandt &amp; Okafor. We received your consultation request and a member of
          our team will contact you soon.
        </p>
        <p>If your matter is urgent, please call us at <strong>${FIRM_IDENTITY.phoneDisplay}</strong>.</p>
        <p>
          Please note: sending this request does not create an attorney-client relationship. Until we have
          agreed in writing to represent you, please do not send confidential information by email.
        </p>
        <p>Brandt &amp; Okafor</p>
      </body>
    </html>`;
  const text = [
    `Dear ${record.firstName} ${record.lastName},`,
    '',
    'Thank you for contacting Brandt & Okafor. We received your consultation request and a member of our team will contact you soon.',
    '',
    `If your matter is urgent, please call us at ${FIRM_IDENTITY.phoneDisplay}.`,
    '',
    'Please note: sending this request does not create an attorney-client relationship. Until we have agreed in writing to represent you, please do not send confidential information by email.',
    '',
    'Brandt & Okafor',
  ].join('\n');
  return { to: record.email, subject: ACKNOWLEDGEMENT_SUBJECT, html: body.value, text };
}

/** Sent now; sent (or claimed) before, or spam; certainly not sent (the sweeper may try again). */
export type AcknowledgementOutcome = 'sent' | 'already' | 'not-sent';

export async function deliverAcknowledgement(
  record: ConsultationRecord,
  deps: {
    store: AcknowledgementStore;
    send: (email: Email) => Promise<string>;
    now?: () => Date;
    recordEvent?: RecordTimelineEvent;
  },
): Promise<AcknowledgementOutcome> {
  const now = deps.now ?? (() => new Date());
  if (record.spam || record.acknowledgement) return 'already';
  if (!(await deps.store.claimAcknowledgement(record._id))) return 'already';
  try {
    await deps.send(buildAcknowledgement(record));
  } catch (error) {
    if (!(error instanceof MailNotSentError)) throw error;
    const giveUp = (record.acknowledgementFailures ?? 0) + 1 >= NOTICE_RETRY.maxTries;
    await deps.store.releaseAcknowledgement(record._id, error.message, { now: now(), giveUp });
    await deps.recordEvent?.(record._id, {
      at: now().toISOString(),
      kind: 'acknowledgement-failed',
      actorEmail: null,
      text: giveUp
        ? `Acknowledgement to the visitor not sent after ${NOTICE_RETRY.maxTries} tries; no more automatic tries`
        : 'Acknowledgement to the visitor not sent: the mail service was unavailable; the sweeper tries again',
    });
    return 'not-sent';
  }
  await deps.store.markAcknowledged(record._id);
  await deps.recordEvent?.(record._id, {
    at: now().toISOString(),
    kind: 'acknowledged',
    actorEmail: null,
    text: 'Acknowledgement emailed to the visitor',
  });
  return 'sent';
}
