import { setStaffDisabled } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.setStaffDisabled: disable or enable another staff account (administrators). */
export const handler = defineResolver('Mutation.setStaffDisabled', (actor, args) =>
  setStaffDisabled(actor, args, staffDependencies()),
);
