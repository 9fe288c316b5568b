/**
 * Conflict checks: a lead's parties and the decision on what the check found. They run in the consultations
 * area's function (the leads' own), which also holds the parties table.
 */
import { mutation, query, type AreaMember, type ResolverGrants } from './entries';

const CONFLICT_TABLES: ResolverGrants = {
  reads: ['consultations', 'parties'],
  // consultations: the check's state on the lead (the inbox's mark); consultationEvents: the timeline.
  writes: ['consultations', 'consultationEvents', 'parties'],
  appends: ['audit'],
};

export const CONFLICTS = [
  query('caseParties', 'staff', 'conflicts/case-parties', CONFLICT_TABLES),
  mutation('addParty', 'staff', 'conflicts/add-party', CONFLICT_TABLES),
  mutation('removeParty', 'staff', 'conflicts/remove-party', CONFLICT_TABLES),
  mutation('decideConflictCheck', 'staff', 'conflicts/decide', CONFLICT_TABLES),
  query('routineParties', 'staff', 'conflicts/routine-parties', { reads: ['parties'] }),
  mutation('setRoutineParties', 'admin', 'conflicts/set-routine-parties', {
    reads: ['parties'],
    writes: ['parties'],
    appends: ['audit'],
  }),
] satisfies AreaMember[];
