import { unlockStaff } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.unlockStaff: lifts a lockout after failed sign-ins (administrators). */
export const handler = defineResolver('Mutation.unlockStaff', (actor, args) =>
  unlockStaff(actor, args, staffDependencies()),
);
