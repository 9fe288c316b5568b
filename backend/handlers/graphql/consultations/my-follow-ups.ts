import { listMyFollowUps } from '../../../domain/consultations/follow-ups';
import { defineResolver } from '../resolver';
import { followUpDependencies } from '../../composition/follow-ups';

/** Query.myFollowUps: the caller's leads with a follow-up due today or earlier, most overdue first (staff). */
export const handler = defineResolver('Query.myFollowUps', (actor) =>
  listMyFollowUps(actor, {}, followUpDependencies()),
);
