import type { StaffMember } from '../../../contract/staff';
import { endStaffSessions } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition';

/** Mutation.endStaffSessions: every token of another staff account stops working (administrators). */
export const handler = defineResolver<{ email: string }, StaffMember>(
  ({ args, caller, sourceIp, userAgent }) =>
    endStaffSessions({
      deps: staffDependencies(),
      caller,
      email: args.email,
      client: { sourceIp, userAgent },
      now: new Date(),
    }),
);
