import { ownRecentSignIns } from '../../../domain/staff/account';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Query.mySignIns: the caller's latest sign-ins (every staff user). */
export const handler = defineResolver('Query.mySignIns', (actor, args) =>
  ownRecentSignIns(actor, args, staffDependencies()),
);
