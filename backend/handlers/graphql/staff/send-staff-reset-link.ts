import { sendStaffResetLink } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.sendStaffResetLink: mails the account a password-reset link (administrators). */
export const handler = defineResolver('Mutation.sendStaffResetLink', (actor, args) =>
  sendStaffResetLink(actor, args, staffDependencies()),
);
