/** The consultations area: staff working leads, their follow-ups, reports and exports. */
import { DIRECTORY_READ } from './grants';
import { mutation, query, type AreaMember, type ResolverGrants } from './entries';

const INBOX_TABLES: ResolverGrants = {
  // settings: a change sets the lead's next follow-up from the firm's cadences.
  reads: ['consultations', 'consultationEvents', 'users', 'settings'],
  // leadReports: a status change adds to the report's counters.
  writes: ['consultations', 'consultationEvents', 'leadReports'],
  appends: ['audit'],
};

export const CONSULTATIONS = [
  query('consultations', 'staff', 'consultations/list', INBOX_TABLES),
  query('consultation', 'staff', 'consultations/open', INBOX_TABLES),
  mutation('updateConsultation', 'staff', 'consultations/update', INBOX_TABLES),
  mutation('addConsultationNote', 'staff', 'consultations/add-note', INBOX_TABLES),
  mutation('resendConsultationNotice', 'staff', 'consultations/resend-notice', {
    ...INBOX_TABLES,
    // throttles: the visitor's acknowledgement follows the notice, at most one per address a day.
    writes: [...(INBOX_TABLES.writes ?? []), 'throttles'],
    sendsMail: true,
  }),
  mutation('exportConsultations', 'admin', 'consultations/export', {
    ...INBOX_TABLES,
    exports: true,
    stepUp: true,
  }),
  query('assignableStaff', 'staff', 'consultations/assignable-staff', DIRECTORY_READ),
  query('leadsAwaitingContact', 'staff', 'consultations/awaiting-contact', {
    reads: ['users', 'consultations'],
  }),
  query('myFollowUps', 'staff', 'consultations/my-follow-ups', {
    reads: ['users', 'consultations', 'settings'],
  }),
  query('leadReport', 'staff', 'consultations/lead-report', { reads: ['users', 'leadReports'] }),
  mutation('exportLeadReport', 'staff', 'consultations/export-lead-report', {
    reads: ['users', 'leadReports'],
    appends: ['audit'],
    exports: true,
  }),
] satisfies AreaMember[];
