import { endStaffSessions } from '../../../domain/staff/staff-admin';
import { staffAdminMutation } from './staff-admin-mutation';

/** Mutation.endStaffSessions: every token of another staff account stops working (administrators). */
export const handler = staffAdminMutation<{ email: string }>(endStaffSessions);
