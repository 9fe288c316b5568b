import { endStaffSessions } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.endStaffSessions: every token of another staff account stops working (administrators). */
export const handler = defineResolver('Mutation.endStaffSessions', (actor, args) =>
  endStaffSessions(actor, args, staffDependencies()),
);
