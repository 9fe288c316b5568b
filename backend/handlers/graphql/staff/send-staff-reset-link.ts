import type { StaffMember } from '../../../contract/staff';
import { sendStaffResetLink } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition';

/** Mutation.sendStaffResetLink: mails the account a password-reset link (administrators). */
export const handler = defineResolver<{ email: string }, StaffMember>(
  ({ args, caller, sourceIp, userAgent }) =>
    sendStaffResetLink({
      deps: staffDependencies(),
      caller,
      email: args.email,
      client: { sourceIp, userAgent },
      now: new Date(),
    }),
);
