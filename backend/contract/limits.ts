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

/** Authenticator apps (RFC 6238): six digits for each 30-second step; one step either side is accepted. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How long an authenticator app shown on /account waits for its first code. */
export const TOTP_ENROLMENT_TTL_SECONDS = 10 * 60;
/** Recovery codes made at once; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
/** A WebAuthn challenge (adding a passkey, signing in with one) is good for five minutes, once. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;
/** The longest name a passkey may be given. */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** The firm's factor policy: days a user it newly applies to may still sign in with the emailed code alone. */
export const DEFAULT_FACTOR_GRACE_DAYS = 14;
export const MAX_FACTOR_GRACE_DAYS = 90;
/** The distinct refusal while the firm's policy requires enrolment; screens match on it exactly. */
export const ENROLMENT_REQUIRED_MESSAGE =
  'The firm requires a passkey or an authenticator app. Please add one on My account to continue.';

/** An API Gateway throttle: steady requests per second, and the burst allowed above it. */
export interface RouteThrottle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * Each /api route's own throttle, for all callers together (the WAF limits each client first), so a flood
 * of one route cannot use up another's share of the API. The firm's notice is sent once per stored
 * consultation; CSP reports are only ever logged, so they get the least. Calendar apps read a staff user's
 * feed every so often (hourly at most, as the feed asks); a burst covers several apps refreshing at once.
 */
export const API_ROUTE_THROTTLES = {
  consultationNotice: { rateLimit: 5, burstLimit: 10 },
  cspReport: { rateLimit: 2, burstLimit: 5 },
  calendarFeed: { rateLimit: 2, burstLimit: 10 },
} as const satisfies Record<string, RouteThrottle>;
