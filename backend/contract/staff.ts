/** What /staff, /account and /audit show, as both the server and the screens type it. */
import type { AuditAction, AuditEntryView } from './audit';
import type { Page } from './paging';

/** One row of /staff. */
export interface StaffMember {
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  disabled: boolean;
  locked: boolean;
  /** ISO time of the last completed sign-in, or null if they never signed in. */
  lastSignInAt: string | null;
}

/** One of the user's own sign-ins on /account. */
export interface SignInRecord {
  at: string;
  network: string | null;
  userAgent: string | null;
}

/** /audit's filters: all optional; dates are YYYY-MM-DD, both days included. */
export interface AuditFilter {
  actorEmail?: string | null;
  action?: AuditAction | null;
  from?: string | null;
  to?: string | null;
}

export type StaffPage = Page<StaffMember>;
export type AuditPage = Page<AuditEntryView>;

/** The audit CSV export reads at most this many entries (newest first); the answer says when it stopped. */
export const AUDIT_EXPORT_LIMIT = 5000;

/** What every staff operation answers a caller without a live session (the screens sign out on it). */
export const NOT_SIGNED_IN_MESSAGE = 'Please sign in to continue.';

export const staffMessages = {
  notYourself: 'You cannot do this to your own account.',
  lastAdministrator: 'The firm must keep at least one active administrator.',
  noSuchUser: 'There is no staff account with that email address.',
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'Please choose a password that differs from your current one.',
  invalidDate: 'Please enter dates as YYYY-MM-DD.',
  dateOrder: 'The start date must not be after the end date.',
} as const;
