import { setStaffAdministrator } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.setStaffAdministrator: make or remove an administrator (administrators, never themselves). */
export const handler = defineResolver('Mutation.setStaffAdministrator', (actor, args) =>
  setStaffAdministrator(actor, args, staffDependencies()),
);
