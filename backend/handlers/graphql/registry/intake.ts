/**
 * The intake area: the public consultation form and its challenge. The challenge's key comes from the
 * public-function secret: nothing here holds the signing secret.
 */
import { mutation, query, type AreaMember } from './entries';

export const INTAKE = [
  mutation('consultationform', 'anyone', 'consultations/submit', {
    // A new lead adds to the report's counters on its firm-local day (settings: the time zone).
    reads: ['consultations', 'settings'],
    writes: ['consultations', 'throttles', 'leadReports'],
    usesPublicFunctionSecret: true,
    // The new lead's conflict check runs in a job of its own: this public function holds no party's data.
    startsJobs: ['checkConflicts'],
  }),
  query('consultationChallenge', 'anyone', 'consultations/challenge', { usesPublicFunctionSecret: true }),
] satisfies AreaMember[];
