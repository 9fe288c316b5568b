import { endStaffSessions } from '../../../domain/staff/staff-admin';
import { staffAdminMutation } from './staff-action';

/** Mutation.endStaffSessions: every token of another staff account stops working (administrators). */
export const handler = staffAdminMutation<{ email: string }>(endStaffSessions);
