import { resetStaffFactors } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.resetStaffFactors: removes another account's strong factors and emails its owner (administrators). */
export const handler = defineResolver('Mutation.resetStaffFactors', (actor, args) =>
  resetStaffFactors(actor, args, staffDependencies()),
);
