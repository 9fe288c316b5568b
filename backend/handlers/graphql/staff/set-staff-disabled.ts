import { setStaffDisabled } from '../../../domain/staff/staff-admin';
import { staffAdminMutation } from './staff-action';

/** Mutation.setStaffDisabled: disable or enable another staff account (administrators). */
export const handler = staffAdminMutation<{ email: string; disabled: boolean }>((action, args) =>
  setStaffDisabled(action, args.disabled),
);
