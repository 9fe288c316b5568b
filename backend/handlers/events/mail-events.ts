/**
 * SES's bounce and complaint events for the firm's mail (the configuration set's event destination, through
 * SNS): each is recorded on the lead its acknowledgement answered (domain/consultations/mail-events.ts).
 * A message that is not an SES event is logged and skipped, never retried forever.
 */
import { invocation, log } from '../composition/log';
import type { SNSEvent } from 'aws-lambda';
import { recordMailEvent, type SesMailEvent } from '../../domain/consultations/mail-events';
import { mailEventDependencies } from '../composition/mail-events';

function parsed(message: string): SesMailEvent | undefined {
  try {
    return JSON.parse(message) as SesMailEvent;
  } catch {
    return undefined;
  }
}

async function handle(event: SNSEvent): Promise<{ recorded: number }> {
  let recorded = 0;
  for (const record of event.Records) {
    const mailEvent = parsed(record.Sns.Message);
    if (!mailEvent) {
      log.warn('mail-event-unreadable', { id: record.Sns.MessageId });
      continue;
    }
    if (await recordMailEvent(mailEvent, mailEventDependencies())) recorded += 1;
  }
  return { recorded };
}

/** The Lambda entry point: one invocation, one request id on every line it logs. */
export const handler = invocation(handle);
