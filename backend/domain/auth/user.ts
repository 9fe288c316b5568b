import type { StaffUser } from '../../contract/operations';
import type { ProfileData } from './tokens';

/**
 * A staff account as the domain knows it. The DynamoDB adapter stores exactly this record; the key is the
 * normalised email, so creating a user cannot overwrite an existing account.
 */
export interface StoredUser {
  /** Normalised (trimmed, lower-case) email: the key. */
  email: string;
  _id: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  isAdmin: boolean;
  /**
   * Bumped by every cut-off (password change or reset, ending sessions, a factor reset, disabling); tokens
   * and calendar feeds made under an older version are refused.
   */
  tokenVersion: number;
  createdAt: string;
  /** Consecutive failed password attempts, and the lockout they caused (epoch seconds). */
  failedLogins?: number;
  lockedUntil?: number;
  /** A disabled account cannot sign in, ask for a code, reset its password or use any token it holds. */
  disabled?: boolean;
  /** ISO time of the last completed two-step sign-in. */
  lastSignInAt?: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class DuplicateUserError extends Error {
  override name = 'DuplicateUserError';
}

/** Who is calling, as the authorizer verified it; every operation re-checks it against the stored user. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'mfa'; email: string; tokenVersion: number }
  | { kind: 'session'; email: string; tokenVersion: number; isAdmin: boolean; sessionId: string }
  /** A client of the firm (never staff): a token of the client audience, its own session. */
  | { kind: 'client'; email: string; tokenVersion: number; sessionId: string };

/** The account as the site shows it (twoFactorLogin, addUser): no hash, counters or token version. */
export function staffUserOf(user: StoredUser): StaffUser {
  return {
    _id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: user.isAdmin,
  };
}

export function profileOf(user: StoredUser): ProfileData {
  return {
    fullName: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: user.isAdmin,
  };
}
