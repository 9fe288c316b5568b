/**
 * The staff password rule (spec section 5), the one definition used by the sign-up and reset checklists
 * and enforced by the server.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** The password fields' placeholder. */
export const PASSWORD_LENGTH_HINT = `${PASSWORD_MIN_LENGTH} - ${PASSWORD_MAX_LENGTH} characters`;

export const passwordMessages = {
  length: `Password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters`,
  special: 'Password must contain special characters ! ? & @ $',
  digit: 'Password must contain one number between 0-9',
  invalid: 'invalid password',
  mismatch: 'Passwords do not match',
} as const;

export interface PasswordCheck {
  length: boolean;
  special: boolean;
  digit: boolean;
  valid: boolean;
}

/** A special character is punctuation, a symbol or a space. */
const SPECIAL = /[\p{P}\p{S} ]/u;
const DIGIT = /[0-9]/;

export function checkPassword(password: string): PasswordCheck {
  const length = [...password].length;
  const result = {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    special: SPECIAL.test(password),
    digit: DIGIT.test(password),
  };
  return { ...result, valid: result.length && result.special && result.digit };
}
