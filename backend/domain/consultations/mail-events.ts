/**
 * What SES reports about a sent message (the configuration set's bounce and complaint events, through SNS):
 * an acknowledgement that bounced for good, or that its recipient marked as spam, is recorded on its lead, so
 * staff see that the address the visitor typed does not work (or was not theirs) before they reply. SES puts
 * the address on the account's suppression list itself; a transient bounce changes nothing.
 */
import { ACKNOWLEDGEMENT_TAG } from './acknowledgement';
import type { AcknowledgementTrouble, AcknowledgementTroubleStore, RecordTimelineEvent } from './ports';

/** The part of an SES event (event publishing format) this reads. */
export interface SesMailEvent {
  eventType?: string;
  notificationType?: string;
  mail?: { timestamp?: string; tags?: Record<string, string[] | undefined> };
  bounce?: { bounceType?: string; timestamp?: string };
  complaint?: { timestamp?: string };
}

const TROUBLE_TEXT: Record<AcknowledgementTrouble, string> = {
  bounced:
    "The acknowledgement bounced: the visitor's email address does not accept mail. Check it before replying.",
  complained:
    'The recipient marked the acknowledgement as spam: the address may not be the visitor’s. Reply by phone.',
};

/** The lead and what happened, or undefined for an event about anything else (or a transient bounce). */
export function acknowledgementTroubleOf(
  event: SesMailEvent,
): { id: string; trouble: AcknowledgementTrouble; at: string } | undefined {
  const id = event.mail?.tags?.[ACKNOWLEDGEMENT_TAG]?.[0];
  if (!id) return undefined;
  const type = event.eventType ?? event.notificationType;
  if (type === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    return { id, trouble: 'bounced', at: event.bounce.timestamp ?? event.mail?.timestamp ?? '' };
  }
  if (type === 'Complaint') {
    return { id, trouble: 'complained', at: event.complaint?.timestamp ?? event.mail?.timestamp ?? '' };
  }
  return undefined;
}

export interface MailEventDeps {
  store: AcknowledgementTroubleStore;
  recordEvent: RecordTimelineEvent;
  now: () => Date;
}

/** Records the event on its lead once (a repeated delivery finds the state already moved). */
export async function recordMailEvent(event: SesMailEvent, deps: MailEventDeps): Promise<boolean> {
  const found = acknowledgementTroubleOf(event);
  if (!found) return false;
  if (!(await deps.store.markAcknowledgementTrouble(found.id, found.trouble))) return false;
  await deps.recordEvent(found.id, {
    at: found.at || deps.now().toISOString(),
    kind: `acknowledgement-${found.trouble}`,
    actorEmail: null,
    text: TROUBLE_TEXT[found.trouble],
  });
  return true;
}
