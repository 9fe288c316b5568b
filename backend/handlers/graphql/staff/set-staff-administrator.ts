import { setStaffAdministrator } from '../../../domain/staff/staff-admin';
import { staffAdminMutation } from './staff-action';

/** Mutation.setStaffAdministrator: make or remove an administrator (administrators, never themselves). */
export const handler = staffAdminMutation<{ email: string; isAdmin: boolean }>((action, args) =>
  setStaffAdministrator(action, args.isAdmin),
);
