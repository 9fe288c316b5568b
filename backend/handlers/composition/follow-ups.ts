/** "My follow-ups": the user's leads due for a follow-up, from one index. DynamoDB only. */
import { followUpStore } from '../../adapters/dynamodb/follow-ups';
import { productClock } from '../../adapters/clock';
import { firmSettings } from './shared';

/** "My follow-ups" on the dashboard. */
export function followUpDependencies() {
  return { followUps: followUpStore, settings: firmSettings, now: productClock };
}
