/**
 * The server's sign-in limits and the messages they produce, in one place. Lifetimes the screens also
 * show live in backend/contract/limits.ts.
 */
import { PASSKEY_NAME_MAX_LENGTH } from '../../contract/limits';
import { NOT_SIGNED_IN_MESSAGE } from '../../contract/staff';
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

/**
 * Per client network (client-network.ts), so one client cannot spray many accounts or addresses. Every
 * call counts, whatever its outcome. Sized for a whole office signing in behind one NAT address: a firm
 * of this size stays well under them, a sprayer does not.
 */
const NETWORK_WINDOW_SECONDS = 15 * 60;
/** Password attempts (`login`), for any accounts. */
export const LOGIN_LIMIT_PER_NETWORK: RateLimit = { limit: 30, windowSeconds: NETWORK_WINDOW_SECONDS };
/** Reset-link requests (`user`), for any addresses. */
export const RESET_REQUEST_LIMIT_PER_NETWORK: RateLimit = {
  limit: 20,
  windowSeconds: NETWORK_WINDOW_SECONDS,
};
/** Reset-token lookups (`getUser` and `updatePassword` together), against token guessing. */
export const RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK: RateLimit = {
  limit: 30,
  windowSeconds: NETWORK_WINDOW_SECONDS,
};
const networkWaitMinutes = NETWORK_WINDOW_SECONDS / 60;

/** A wait said to a person: "14 minutes", "1 hour", "3 hours 20 minutes" (rounded up to the minute). */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes < 60) return plural(minutes, 'minute');
  const rest = minutes % 60;
  return plural(Math.floor(minutes / 60), 'hour') + (rest ? ` ${plural(rest, 'minute')}` : '');
}

export const authMessages = {
  invalidCredentials: 'Invalid email or password.',
  lockedOut: (remainingSeconds: number) =>
    `Too many failed sign-in attempts. This account is locked for ${waitInWords(remainingSeconds)}; please try again then.`,
  budgetLocked: (remainingSeconds: number) =>
    `Too many failed attempts: this account is locked for ${waitInWords(remainingSeconds)} and its owner has been emailed. Please try again then or contact the office administrator.`,
  tooManyCodesMailed: (remainingSeconds: number) =>
    `Too many security codes were sent to this account in the last hour. Please wait ${waitInWords(remainingSeconds)} and sign in again, or use your passkey or authenticator app.`,
  signInAgain: 'Your sign-in has expired. Please sign in again.',
  wrongCode: 'That security code is not correct. Please check it and try again.',
  codeVoid: 'Too many wrong codes: this code no longer works. Please sign in again.',
  codeUsed: 'This security code has already been used. Please sign in again.',
  /** A step-up with no live step-up code: the session stands; only a new code is needed. */
  noStepUpCode: 'That security code has expired or was not sent for this. Please ask for a new code.',
  sendCodeTooSoon: 'A new code was sent moments ago. Please wait a little before asking for another.',
  notSignedIn: NOT_SIGNED_IN_MESSAGE,
  adminOnly: 'Only an administrator can do this.',
  accountDisabled: 'This account is disabled. Please contact the office administrator.',
  duplicateEmail: 'An account with this email address already exists.',
  resetRequested:
    'If an account exists for that email address, we are sending it a link to reset the password.',
  resetLinkInvalid:
    'This reset link is invalid, has expired or has already been used. Please request a new one.',
  wrongTotpCode: 'That code from your authenticator app is not correct. Please check it and try again.',
  totpCodeUsed: 'That code was already used. Please wait for the next one in your authenticator app.',
  totpEnrolmentExpired: 'The authenticator setup has expired. Please start again.',
  totpAlreadyEnrolled: 'An authenticator app is already set up. Remove it before adding another.',
  noTotp: 'No authenticator app is set up for this account.',
  wrongRecoveryCode: 'That recovery code is not correct or has already been used.',
  noStrongFactor: 'Add a passkey or an authenticator app first.',
  passkeyFailed: 'The passkey could not be verified. Please try again.',
  passkeyUnknown: 'This passkey is not registered for any account here.',
  passkeyNotFound: 'That passkey no longer exists.',
  emailCodeNotAllowed:
    'The firm no longer accepts emailed codes for your account: use your passkey or authenticator app.',
  passkeyName: `Give the passkey a name of at most ${PASSKEY_NAME_MAX_LENGTH} characters.`,
  tooManySignInsFromNetwork: `Too many sign-in attempts from your network. Please wait ${networkWaitMinutes} minutes and try again.`,
  tooManyResetLinkChecksFromNetwork: `Too many password reset attempts from your network. Please wait ${networkWaitMinutes} minutes and try again.`,
} as const;
