/**
 * Every minute: re-sends the firm's notice of requests left "received", and the visitor's acknowledgement
 * where it failed (domain/consultations/sweep-notices); alerts staff of leads still New past the firm's
 * first-contact minutes (first-contact.ts); and, once a business day, mails each staff user their due
 * follow-ups (follow-ups.ts) and the statute-of-limitations reminders of open matter deadlines
 * (domain/matters/reminders.ts); reminds engagement letters' signers 2 and 5 days after sending, records
 * their expiry and hands a letter whose sealing did not finish back to the sealing job (domain/letters/sweep.ts); and appends the audit entries held in the outbox after a failed write
 * (domain/audit/audit-outbox.ts), reporting how many still wait as a metric the operators' alarm reads. One
 * failing does not stop the others; a failure still fails the run, so the failed-runs alarm hears of it.
 */
import { emitMetric, invocation, log } from '../composition/log';
import { sendFirstContactAlerts } from '../../domain/consultations/first-contact';
import { sendFollowUpDigests } from '../../domain/consultations/follow-ups';
import { sweepNotices } from '../../domain/consultations/sweep-notices';
import { drainAuditOutbox } from '../../domain/audit/audit-outbox';
import { sendDeadlineReminders } from '../../domain/matters/reminders';
import { sweepLetters } from '../../domain/letters/sweep';
import { auditDrainDependencies, auditWaitingMetric } from '../composition/shared';
import { deliveryDependencies, digestDependencies, firstContactDependencies } from '../composition/delivery';
import { reminderDependencies } from '../composition/deadline-reminders';
import { letterSweepDependencies } from '../composition/letter-sweep';

async function drainAudit() {
  const { delivered, waiting } = await drainAuditOutbox(auditDrainDependencies());
  emitMetric(auditWaitingMetric(waiting));
  return { auditDelivered: delivered, auditWaiting: waiting };
}

async function handle() {
  const outcomes = await Promise.allSettled([
    sweepNotices(deliveryDependencies()),
    sendFirstContactAlerts(firstContactDependencies()),
    sendFollowUpDigests(digestDependencies()),
    sendDeadlineReminders(reminderDependencies()),
    sweepLetters(letterSweepDependencies()),
    drainAudit(),
  ]);
  const tally = Object.assign(
    {},
    ...outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : {})),
  );
  log.info('consultation-notice-sweep', tally);
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
  return tally as Record<string, unknown>;
}

/** The Lambda entry point: one invocation, one request id on every line it logs. */
export const handler = invocation(handle);
