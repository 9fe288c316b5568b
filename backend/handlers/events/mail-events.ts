/**
 * SES's bounce and complaint events for the firm's mail (the configuration set's event destination, through
 * SNS): each is recorded on the lead its acknowledgement answered (domain/consultations/mail-events.ts).
 * A message that is not an SES event is logged and skipped, never retried forever.
 */
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

export async function handler(event: SNSEvent): Promise<{ recorded: number }> {
  let recorded = 0;
  for (const record of event.Records) {
    const mailEvent = parsed(record.Sns.Message);
    if (!mailEvent) {
      console.log(
        JSON.stringify({ level: 'warn', message: 'mail-event-unreadable', id: record.Sns.MessageId }),
      );
      continue;
    }
    if (await recordMailEvent(mailEvent, mailEventDependencies())) recorded += 1;
  }
  return { recorded };
}
