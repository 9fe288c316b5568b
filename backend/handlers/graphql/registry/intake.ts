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
  }),
  query('consultationChallenge', 'anyone', 'consultations/challenge', { usesPublicFunctionSecret: true }),
] satisfies AreaMember[];
