/** The intake area: the public consultation form and its challenge. */
import { mutation, query, type AreaMember } from './entries';

export const INTAKE = [
  mutation('consultationform', 'anyone', 'consultations/submit', {
    // A new lead adds to the report's counters on its firm-local day (settings: the time zone).
    reads: ['consultations', 'settings'],
    writes: ['consultations', 'throttles', 'leadReports'],
    usesSecret: true,
  }),
  query('consultationChallenge', 'anyone', 'consultations/challenge', { usesSecret: true }),
] satisfies AreaMember[];
