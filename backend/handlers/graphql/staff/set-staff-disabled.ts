import type { StaffMember } from '../../../contract/staff';
import { setStaffDisabled } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition';

/** Mutation.setStaffDisabled: disable or enable another staff account (administrators). */
export const handler = defineResolver<{ email: string; disabled: boolean }, StaffMember>(
  ({ args, caller, sourceIp, userAgent }) =>
    setStaffDisabled(
      {
        deps: staffDependencies(),
        caller,
        email: args.email,
        client: { sourceIp, userAgent },
        now: new Date(),
      },
      args.disabled,
    ),
);
