/**
 * Every minute: re-sends the firm's notice of requests left "received", and the visitor's acknowledgement
 * where it failed (domain/consultations/sweep-notices); then alerts staff of leads still New past the
 * firm's first-contact minutes (domain/consultations/first-contact). One failing does not stop the other;
 * a failure still fails the run, so the failed-runs alarm hears of it.
 */
import { sendFirstContactAlerts } from '../../domain/consultations/first-contact';
import { sweepNotices } from '../../domain/consultations/sweep-notices';
import { deliveryDependencies, firstContactDependencies } from '../composition';

export async function handler() {
  const [notices, alerts] = await Promise.allSettled([
    sweepNotices(deliveryDependencies()),
    sendFirstContactAlerts(firstContactDependencies()),
  ]);
  const tally = {
    ...(notices.status === 'fulfilled' ? notices.value : {}),
    ...(alerts.status === 'fulfilled' ? alerts.value : {}),
  };
  console.log(JSON.stringify({ level: 'info', event: 'consultation-notice-sweep', ...tally }));
  for (const outcome of [notices, alerts]) if (outcome.status === 'rejected') throw outcome.reason;
  return tally;
}
