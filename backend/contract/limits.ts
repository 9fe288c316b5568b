/**
 * Lifetimes, limits and user-facing messages shared by the screens and the server.
 * One home for each number: change it here and both sides follow.
 */
/** Length of the emailed security code. */
export const SECURITY_CODE_DIGITS = 6;
export const SECURITY_CODE_TTL_SECONDS = 15 * 60;
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;
export const FIRST_STAGE_TOKEN_TTL_SECONDS = 15 * 60;
export const SESSION_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const CODE_SENT_MESSAGE_MS = 20_000;

/** localStorage keys of the two tokens (spec section 3). */
export const TOKEN_STORAGE_KEY = 'token';
export const MFA_TOKEN_STORAGE_KEY = 'mfaToken';
