/**
 * What the sign-in domain needs from the outside world, as small interfaces: the DynamoDB and SES
 * adapters implement them (wired in handlers/composition/, for Lambda and the local stack),
 * and backend/testing/memory-auth.ts implements them for the domain's own tests.
 */
import type { SlotCount } from './sliding-window';
import type { StoredUser } from './user';
import type { Clock } from '../clock';
import type { Email } from '../mail/email';
import type { ClientInfo } from '../audit/audit-context';
import type { AuditLog } from '../audit/audit-log';
import type { SecondFactor } from './full-session';
import type { FactorStore } from './factor-store';
import type { TokenSigningKey } from './tokens';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface UserStore {
  get(email: string): Promise<StoredUser | undefined>;
  /** Rejects with DuplicateUserError when the email is taken. */
  create(user: StoredUser): Promise<void>;
  /** Adds one to the consecutive-failure count and returns the new count. */
  recordFailedLogin(email: string): Promise<number>;
  /** Locks the account until `lockedUntil` (epoch seconds) and restarts the failure count. */
  lock(email: string, lockedUntil: number): Promise<void>;
  clearFailedLogins(email: string): Promise<void>;
  /** Stores a new password hash, bumps the token version (ending every session) and lifts any lockout. */
  setPassword(email: string, passwordHash: string): Promise<void>;
  /** Stores the time of a completed two-step sign-in (shown on /staff). */
  recordSignIn(email: string, at: string): Promise<void>;
}

/**
 * What an emailed code was sent for: finishing a sign-in, or a step-up on a session already signed in. A
 * code is good for its purpose only: each purpose has its own pending record per account.
 */
export type CodePurpose = 'sign-in' | 'step-up';

/** The pending security code of one account for one purpose. */
export interface CodeRecord {
  email: string;
  purpose: CodePurpose;
  /** HMAC-SHA-256 of the code, hex; the code itself is never stored. */
  codeHash: string;
  /** Epoch seconds. */
  expiresAt: number;
  issuedAt: number;
  /** Wrong codes entered since the password was checked; resending never resets it. */
  failedAttempts: number;
}

/** Which pending code: one account's, for one purpose. */
export type CodeKey = Pick<CodeRecord, 'email' | 'purpose'>;

export interface CodeStore {
  get(key: CodeKey): Promise<CodeRecord | undefined>;
  /** A fresh code: replaces any earlier record of the same purpose, failure count included. */
  put(record: CodeRecord): Promise<void>;
  /** A resent code: replaces hash and expiry, keeps the failure count; false if the code is gone or void. */
  replace(record: Omit<CodeRecord, 'failedAttempts'>, maxAttempts: number): Promise<boolean>;
  /** Counts one wrong code and returns the new count. */
  recordWrongCode(key: CodeKey): Promise<number>;
  /** Deletes the record only if it still holds this hash and is not void: false when someone was first. */
  consume(key: CodeKey, codeHash: string, maxAttempts: number): Promise<boolean>;
}

export interface ResetTokenRecord {
  /** HMAC-SHA-256 of the token, hex: the key. */
  tokenHash: string;
  email: string;
  /** Epoch seconds. */
  expiresAt: number;
  createdAt: string;
}

export interface ResetTokenStore {
  get(tokenHash: string): Promise<ResetTokenRecord | undefined>;
  put(record: ResetTokenRecord): Promise<void>;
  /** Deletes the record if it still exists: false when it was already used. */
  consume(tokenHash: string): Promise<boolean>;
}

/** One signed-in device: created by a full sign-in, checked on every call, ended by signing out. */
export interface SessionRecord {
  /** Random, URL-safe; the token's `sid`. */
  id: string;
  /** The account's normalised email. */
  email: string;
  /** ISO times. */
  createdAt: string;
  lastSeenAt: string;
  /** The device and browser as read from the user agent at sign-in ("Mac, Chrome"). */
  device: string;
  /** The client's network at sign-in (IPv4 address or IPv6 /64). */
  network: string;
  /** The factor of the last second-factor check, and when (ISO): sign-in or a step-up since. */
  factor: SecondFactor;
  factorCheckedAt: string;
  /** Epoch seconds after which the record is dead whatever happens (absolute lifetime); the table's TTL. */
  expiresAt: number;
}

export interface SessionStore {
  create(record: SessionRecord): Promise<void>;
  get(id: string): Promise<SessionRecord | undefined>;
  /** The account's sessions (live or not yet swept), newest first: a Query on the account's key. */
  listOf(email: string): Promise<SessionRecord[]>;
  /** Moves last seen forward, only if the record still exists. */
  touch(id: string, lastSeenAt: string): Promise<void>;
  /** Records a second-factor check; false when the session is gone. */
  recordFactorCheck(id: string, factor: SecondFactor, at: string): Promise<boolean>;
  /** Deletes the record; false when it was already gone. */
  end(id: string): Promise<boolean>;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; false when the limit is already reached. */
  tryConsume(key: string, limit: RateLimit, now: Date): Promise<boolean>;
  /**
   * Adds `delta` (1 or -1) to `key`'s count in the slot holding `at`, and returns the counts of every slot of
   * the window of `windowSeconds` that ends at `at` (sliding-window.ts): an account's budgets (budgets.ts)
   * reserve an attempt and give it back.
   */
  addToWindow(key: string, windowSeconds: number, delta: number, at: Date): Promise<SlotCount[]>;
}

export type SendMail = (email: Email) => Promise<unknown>;

/** Keys derived from the server's secret, one per purpose. */
export interface AuthKeys {
  /** The ring's current token key (key-ring.ts): what new tokens are signed with, and its kid. */
  tokenSigning(): Promise<TokenSigningKey>;
  codeHashing(): Promise<Uint8Array>;
  resetTokenHashing(): Promise<Uint8Array>;
  /** Encrypts authenticator-app secrets at rest. */
  factorSealing(): Promise<Uint8Array>;
  /** Hashes recovery codes. */
  recoveryCodeHashing(): Promise<Uint8Array>;
}

/** What `user(email)` hands on: the address as typed (normalised) and when it was asked. */
export interface ResetLinkJob {
  email: string;
  /** ISO time of the request: the link's 15 minutes count from here. */
  requestedAt: string;
  /** The requesting client, for the audit entry the job writes. */
  client?: ClientInfo;
}

/** Runs the reset-link work after the answer has gone (an asynchronous job in AWS and locally). */
export interface ResetLinkQueue {
  enqueue(job: ResetLinkJob): Promise<void>;
}

export interface AuthDependencies {
  now: Clock;
  users: UserStore;
  codes: CodeStore;
  resetTokens: ResetTokenStore;
  rateLimiter: RateLimiter;
  sessions: SessionStore;
  sendMail: SendMail;
  keys: AuthKeys;
  audit: AuditLog;
  /** Strong second factors: authenticator apps, recovery codes, passkeys. */
  factors: FactorStore;
  /** Where passkeys belong: the site's domain as RP ID, and the origins a ceremony may come from. */
  relyingParty: { id: string; origins: string[] };
  /** The public site origin, for links in emails. */
  siteUrl: string;
}

/** `user(email)`: sign-in's dependencies and the queue that hands the address to the reset-link job. */
export interface ResetRequestDependencies extends AuthDependencies {
  resetLinks: ResetLinkQueue;
}
