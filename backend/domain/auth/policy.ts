/**
 * The server's sign-in limits and the messages they produce, in one place. Lifetimes the screens also
 * show live in backend/contract/limits.ts.
 */
import type { RateLimit } from './ports';

/** Consecutive wrong passwords before an account is locked, and for how long. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_SECONDS = 15 * 60;

/** Wrong security codes before the code is void and the person must sign in again. */
export const MAX_CODE_ATTEMPTS = 5;

/** "Request a new code": at most once per 30 seconds and five times per 15 minutes, per account. */
export const SEND_CODE_LIMITS: readonly RateLimit[] = [
  { limit: 1, windowSeconds: 30 },
  { limit: 5, windowSeconds: 15 * 60 },
];

/** Reset links mailed per email address. */
export const RESET_REQUEST_LIMIT: RateLimit = { limit: 3, windowSeconds: 15 * 60 };

export const authMessages = {
  invalidCredentials: 'Invalid email or password.',
  lockedOut:
    'Too many failed sign-in attempts. This account is locked for 15 minutes; please try again later.',
  signInAgain: 'Your sign-in has expired. Please sign in again.',
  wrongCode: 'That security code is not correct. Please check it and try again.',
  codeVoid: 'Too many wrong codes: this code no longer works. Please sign in again.',
  codeUsed: 'This security code has already been used. Please sign in again.',
  sendCodeTooSoon: 'A new code was sent moments ago. Please wait a little before asking for another.',
  notSignedIn: 'Please sign in to continue.',
  adminOnly: 'Only an administrator can add users.',
  duplicateEmail: 'An account with this email address already exists.',
  resetRequested:
    'If an account exists for that email address, we are sending it a link to reset the password.',
  resetLinkInvalid:
    'This reset link is invalid, has expired or has already been used. Please request a new one.',
} as const;
