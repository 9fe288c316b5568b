/**
 * Every few minutes: re-sends the firm's notice of requests left "received", and the visitor's
 * acknowledgement where it failed (domain/consultations/sweep-notices).
 */
import { sweepNotices } from '../../domain/consultations/sweep-notices';
import { deliveryDependencies } from '../composition';

export async function handler(): Promise<void> {
  const tally = await sweepNotices(deliveryDependencies());
  console.log(JSON.stringify({ level: 'info', event: 'consultation-notice-sweep', ...tally }));
}
