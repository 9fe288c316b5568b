import { sendStaffResetLink } from '../../../domain/staff/staff-admin';
import { staffAdminMutation } from './staff-action';

/** Mutation.sendStaffResetLink: mails the account a password-reset link (administrators). */
export const handler = staffAdminMutation<{ email: string }>(sendStaffResetLink);
