import type { StaffMember } from '../../../contract/staff';
import { setStaffAdministrator } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition';

/** Mutation.setStaffAdministrator: make or remove an administrator (administrators, never themselves). */
export const handler = defineResolver<{ email: string; isAdmin: boolean }, StaffMember>(
  ({ args, caller, sourceIp, userAgent }) =>
    setStaffAdministrator(
      {
        deps: staffDependencies(),
        caller,
        email: args.email,
        client: { sourceIp, userAgent },
        now: new Date(),
      },
      args.isAdmin,
    ),
);
