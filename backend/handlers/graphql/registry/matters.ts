/**
 * Matters: a lead the firm took on and its limitation deadline. They run in the consultations area's function
 * (the leads' own), which reads the lead's conflict state before a matter opens.
 */
import { mutation, query, type AreaMember, type ResolverGrants } from './entries';

const MATTER_TABLES: ResolverGrants = {
  // consultations: the lead and its conflict state; users: the responsible attorney is active staff;
  // settings: the firm's time zone, for today's date.
  reads: ['matters', 'consultations', 'users', 'settings'],
  writes: ['matters'],
  appends: ['audit'],
};

export const MATTERS = [
  query('matter', 'staff', 'matters/get', { reads: ['matters'] }),
  query('matters', 'staff', 'matters/list', { reads: ['matters'] }),
  query('criticalDeadlines', 'staff', 'matters/critical-deadlines', { reads: ['matters'] }),
  // The timeline is the matter's audit entries, read by target.
  query('matterTimeline', 'staff', 'matters/timeline', { reads: ['matters', 'audit'] }),
  // documents: the client's folder, found or made in the File Manager.
  mutation('openMatter', 'staff', 'matters/open', {
    reads: ['matters', 'consultations', 'users', 'settings', 'documents'],
    writes: ['matters', 'documents'],
    appends: ['audit'],
  }),
  mutation('changeMatterFacts', 'staff', 'matters/change-facts', MATTER_TABLES),
  mutation('verifyLimitation', 'staff', 'matters/verify-limitation', MATTER_TABLES),
  // An acknowledgement is the matter's own, as a phase is.
  mutation('acknowledgeDeadline', 'staff', 'matters/acknowledge-deadline', {
    reads: ['matters'],
    writes: ['matters'],
    appends: ['audit'],
  }),
  // The deadlines staff add are the matter's own, kept on it.
  mutation('saveDeadline', 'staff', 'matters/save-deadline', {
    reads: ['matters'],
    writes: ['matters'],
    appends: ['audit'],
  }),
  mutation('closeDeadline', 'staff', 'matters/close-deadline', {
    reads: ['matters'],
    writes: ['matters'],
    appends: ['audit'],
  }),
  // A phase is the matter's own: no lead, staff record or firm setting is read to change it; the matter's
  // invited clients (clientAccounts) are mailed that there is news.
  mutation('changeMatterPhase', 'staff', 'matters/change-phase', {
    reads: ['matters', 'clientAccounts'],
    writes: ['matters'],
    appends: ['audit'],
    sendsMail: true,
  }),
] satisfies AreaMember[];
