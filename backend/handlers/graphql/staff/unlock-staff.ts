import { unlockStaff } from '../../../domain/staff/staff-admin';
import { staffAdminMutation } from './staff-action';

/** Mutation.unlockStaff: lifts a lockout after failed sign-ins (administrators). */
export const handler = staffAdminMutation<{ email: string }>(unlockStaff);
