/**
 * What every function that touches engagement letters shares: the letters table, SES, the audit log and the
 * lead's timeline. DynamoDB and SES only, so the notice sweeper loads no S3 client or secret for letters.
 */
import { productClock } from '../../adapters/clock';
import { inboxStore } from '../../adapters/dynamodb/consultation-inbox';
import { letterStore } from '../../adapters/dynamodb/letters';
import { log } from '../../adapters/log';
import { sendEmail } from '../../adapters/ses';
import type { LeadTimeline } from '../../domain/letters/ports';
import { auditLog } from './shared';

export function letterRecordDependencies() {
  return { store: letterStore, sendMail: sendEmail, audit: auditLog(), now: productClock, log };
}

/** The lead's timeline (its consultation events). */
export const leadTimeline: LeadTimeline = (caseId, event) => inboxStore.appendEvent(caseId, event);
