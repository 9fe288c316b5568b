import type { StaffPage } from '../../../contract/staff';
import { listStaff } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition';

/** Query.staffUsers: one page of the staff directory (administrators). */
export const handler = defineResolver<{ cursor?: string | null }, StaffPage>(({ args, caller }) =>
  listStaff(staffDependencies(), caller, args.cursor, new Date()),
);
