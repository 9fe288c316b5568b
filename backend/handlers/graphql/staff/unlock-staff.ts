import type { StaffMember } from '../../../contract/staff';
import { unlockStaff } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition';

/** Mutation.unlockStaff: lifts a lockout after failed sign-ins (administrators). */
export const handler = defineResolver<{ email: string }, StaffMember>(
  ({ args, caller, sourceIp, userAgent }) =>
    unlockStaff({
      deps: staffDependencies(),
      caller,
      email: args.email,
      client: { sourceIp, userAgent },
      now: new Date(),
    }),
);
