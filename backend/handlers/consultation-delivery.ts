/**
 * The firm's notice and the visitor's acknowledgement as the form's call (POST /api/consultationform), the
 * sweeper and a person's re-send all run them: SES behind the domain's at-most-once delivery, with each
 * step on the request's timeline.
 */
import { appendTimelineEvent } from '../adapters/dynamodb/consultation-inbox';
import {
  consultationStore,
  pendingAcknowledgements,
  pendingNotices,
} from '../adapters/dynamodb/consultations';
import { sendEmail } from '../adapters/ses';
import { config } from '../config';
import { deliverAcknowledgement } from '../domain/consultations/acknowledgement';
import {
  MailNotSentError,
  deliverConsultationNotice,
  type NoticeOutcome,
} from '../domain/consultations/deliver-notice';
import type { SweepDeps } from '../domain/consultations/sweep-notices';
import type { Email } from '../domain/mail/email';

/** Errors that prove the message never reached SES: it refused it, or no connection was made. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

function certainlyNotSent(error: unknown): boolean {
  const details = error as { code?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  return (
    details?.$metadata?.httpStatusCode !== undefined ||
    (typeof details?.code === 'string' && NEVER_CONNECTED.has(details.code))
  );
}

export async function sendOrExplain(email: Email): Promise<string> {
  try {
    return await sendEmail(email);
  } catch (error) {
    if (certainlyNotSent(error)) throw new MailNotSentError(String(error), { cause: error });
    throw error;
  }
}

export function deliveryDependencies(): SweepDeps {
  return {
    store: consultationStore,
    send: sendOrExplain,
    firmInfoEmail: config().firmInfoEmail,
    recordEvent: appendTimelineEvent,
    pendingNotices,
    pendingAcknowledgements,
  };
}

/** The notice, then (once it went out) the visitor's acknowledgement. */
export async function deliverNoticeAndAcknowledgement(id: string): Promise<NoticeOutcome> {
  const deps = deliveryDependencies();
  const outcome = await deliverConsultationNotice(id, deps);
  if (outcome === 'sent') {
    const record = await consultationStore.find(id);
    if (record) await deliverAcknowledgement(record, deps);
  }
  return outcome;
}
