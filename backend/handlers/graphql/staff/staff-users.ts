import { listStaff } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Query.staffUsers: one page of the staff directory (administrators). */
export const handler = defineResolver('Query.staffUsers', (actor, args) =>
  listStaff(actor, args, staffDependencies()),
);
