/** SES's bounce and complaint events, recorded on the lead they are about: DynamoDB only. */
import { appendTimelineEvent } from '../../adapters/dynamodb/consultation-inbox';
import { consultationStore } from '../../adapters/dynamodb/consultations';
import { productClock } from '../../adapters/clock';
import type { MailEventDeps } from '../../domain/consultations/mail-events';

/** SES's bounce and complaint events, recorded on the lead whose acknowledgement they are about. */
export function mailEventDependencies(): MailEventDeps {
  return { store: consultationStore, recordEvent: appendTimelineEvent, now: productClock };
}
