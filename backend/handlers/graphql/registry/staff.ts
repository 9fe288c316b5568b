/** The staff area: administrators managing accounts, the factor policy, the audit log and firm settings. */
import { ACCOUNT_CHANGE, ACCOUNT_SESSIONS_CHANGE, AUDIT_READ, DIRECTORY_READ } from './grants';
import { mutation, query, type AreaMember, type ResolverGrants } from './entries';

/** Roles and access change the set of active administrators too (the last one may not go). */
const ROLE_CHANGE: ResolverGrants = {
  reads: ['users', 'staffGuards', 'sessions'],
  writes: ['users', 'staffGuards', 'sessions'],
  appends: ['audit'],
};

const SETTINGS_READ: ResolverGrants = { reads: ['users', 'settings'] };

/**
 * Changes that make lasting access (a new account, someone's factors reset for a new enrolment, the firm's
 * sign-in policy) want a recent second factor: a stolen administrator session must not mint itself an account
 * or a way back in. Making an administrator asks for it too, in the operation (removing one does not).
 */
const LASTING_ACCESS = { stepUp: true } as const;

export const STAFF = [
  mutation('addUser', 'admin', 'auth/add-user', { ...ACCOUNT_CHANGE, ...LASTING_ACCESS }),
  query('staffUsers', 'admin', 'staff/staff-users', DIRECTORY_READ),
  mutation('setStaffDisabled', 'admin', 'staff/set-staff-disabled', ROLE_CHANGE),
  mutation('setStaffAdministrator', 'admin', 'staff/set-staff-administrator', ROLE_CHANGE),
  mutation('endStaffSessions', 'admin', 'staff/end-staff-sessions', ACCOUNT_SESSIONS_CHANGE),
  mutation('unlockStaff', 'admin', 'staff/unlock-staff', ACCOUNT_CHANGE),
  query('factorPolicy', 'admin', 'staff/factor-policy', DIRECTORY_READ),
  mutation('setFactorPolicy', 'admin', 'staff/set-factor-policy', {
    reads: ['users', 'factors'],
    writes: ['factors'],
    appends: ['audit'],
    ...LASTING_ACCESS,
  }),
  // A cut-off too: the token version goes up and the sessions end.
  mutation('resetStaffFactors', 'admin', 'staff/reset-staff-factors', {
    reads: ['users', 'factors', 'sessions'],
    writes: ['users', 'factors', 'sessions'],
    appends: ['audit'],
    sendsMail: true,
    ...LASTING_ACCESS,
  }),
  mutation('sendStaffResetLink', 'admin', 'staff/send-staff-reset-link', {
    reads: ['users'],
    writes: ['resetTokens'],
    appends: ['audit'],
    sendsMail: true,
    usesSecret: true,
  }),
  query('auditEntries', 'admin', 'staff/audit-entries', AUDIT_READ),
  mutation('exportAudit', 'admin', 'staff/export-audit', {
    ...AUDIT_READ,
    appends: ['audit'],
    stepUp: true,
  }),
  query('firmSettings', 'admin', 'settings/firm-settings', SETTINGS_READ),
  mutation('updateFirmSettings', 'admin', 'settings/update-firm-settings', {
    ...SETTINGS_READ,
    writes: ['settings'],
    appends: ['audit'],
  }),
] satisfies AreaMember[];
