/**
 * The visitor's acknowledgement: "we received your request", the phone number for anything urgent, and
 * that no attorney-client relationship exists yet. Built on the server from the stored record, every value
 * escaped by `html`; it never echoes the message the visitor typed (a mailbox is not a safe place for it,
 * and an echo would let anyone mail arbitrary text from the firm's address). Sent at most once: a claim
 * (a conditional write) comes first, and only a send that certainly failed gives the claim back.
 */
import { FIRM_IDENTITY } from '../../contract/firm';
import { html, type Email } from '../mail/email';
import type { ConsultationRecord } from './consultation-record';
import { MailNotSentError, type RecordTimelineEvent } from './deliver-notice';

export const ACKNOWLEDGEMENT_SUBJECT = 'We received your consultation request - Brandt & Okafor';

export interface AcknowledgementStore {
  /** Claims the one acknowledgement of a non-spam request; false when it was claimed before. */
  claimAcknowledgement(id: string): Promise<boolean>;
  markAcknowledged(id: string): Promise<void>;
  releaseAcknowledgement(id: string): Promise<void>;
}

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

export async function deliverAcknowledgement(
  record: ConsultationRecord,
  deps: {
    store: AcknowledgementStore;
    send: (email: Email) => Promise<string>;
    now?: () => Date;
    recordEvent?: RecordTimelineEvent;
  },
): Promise<'sent' | 'already' | 'not-sent'> {
  if (record.spam || record.acknowledgement) return 'already';
  if (!(await deps.store.claimAcknowledgement(record._id))) return 'already';
  try {
    await deps.send(buildAcknowledgement(record));
  } catch (error) {
    if (!(error instanceof MailNotSentError)) throw error;
    await deps.store.releaseAcknowledgement(record._id);
    return 'not-sent';
  }
  await deps.store.markAcknowledged(record._id);
  await deps.recordEvent?.(record._id, {
    at: (deps.now?.() ?? new Date()).toISOString(),
    kind: 'acknowledged',
    actorEmail: null,
    text: 'Acknowledgement emailed to the visitor',
  });
  return 'sent';
}
