/**
 * Sessions the server controls. Every full sign-in creates a record (its id is the token's `sid`); the
 * authorizer refuses a token whose record is gone, idle for longer than SESSION_IDLE_SECONDS or older than
 * SESSION_ABSOLUTE_SECONDS, whatever the token's own expiry. Every token of one session expires at the same
 * moment, so renewing it (a new name, a new password) never extends anything. Local dynalite has no TTL
 * deletion, so expiry is decided here, on read.
 */
import { randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import { SESSION_TOKEN_TTL_SECONDS } from '../../contract/limits';
import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_TOUCH_SECONDS,
} from '../../contract/sessions';
import { clientNetwork } from '../client-network';
import type { ClientInfo } from '../audit/audit-context';
import type { SecondFactor } from './full-session';
import { epochSeconds } from './one-time-secrets';
import type { SessionRecord, SessionStore } from './ports';

/** 144 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

/** "macOS, Chrome" from a User-Agent header; what it cannot tell is left out. */
export function deviceOf(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { os, browser } = Bowser.parse(userAgent);
  const parts = [os.name, browser.name].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : 'Unknown device';
}

const createdSeconds = (record: Pick<SessionRecord, 'createdAt'>) => epochSeconds(new Date(record.createdAt));

/** When every token of this session expires (epoch seconds): never later than the absolute lifetime. */
export function tokenExpiryOf(record: Pick<SessionRecord, 'createdAt'>): number {
  return createdSeconds(record) + Math.min(SESSION_TOKEN_TTL_SECONDS, SESSION_ABSOLUTE_SECONDS);
}

export function newSessionRecord(
  email: string,
  client: ClientInfo,
  factor: SecondFactor,
  now: Date,
): SessionRecord {
  const at = now.toISOString();
  return {
    id: newSessionId(),
    email,
    createdAt: at,
    lastSeenAt: at,
    device: deviceOf(client.userAgent),
    network: clientNetwork(client.sourceIp),
    factor,
    factorCheckedAt: at,
    expiresAt: epochSeconds(now) + SESSION_ABSOLUTE_SECONDS,
  };
}

/** Whether a session still holds at `now` for the account `email`: it exists, is its, not idle, not too old. */
export function isLiveSession(
  session: SessionRecord | undefined,
  email: string,
  now: Date,
): session is SessionRecord {
  if (!session || session.email !== email) return false;
  const nowMs = now.getTime();
  const idleMs = nowMs - Date.parse(session.lastSeenAt);
  const ageMs = nowMs - Date.parse(session.createdAt);
  return idleMs <= SESSION_IDLE_SECONDS * 1000 && ageMs <= SESSION_ABSOLUTE_SECONDS * 1000;
}

/** Last seen is written at most once a minute: the authorizer runs on every call. */
export function needsTouch(session: SessionRecord, now: Date): boolean {
  return now.getTime() - Date.parse(session.lastSeenAt) >= SESSION_TOUCH_SECONDS * 1000;
}

/** Ends every session of `email` but `keep` (the caller's own, when it signs out everywhere else); how many ended. */
export async function endSessionsOf(
  sessions: Pick<SessionStore, 'listOf' | 'end'>,
  email: string,
  keep?: string,
): Promise<number> {
  const others = (await sessions.listOf(email)).filter((session) => session.id !== keep);
  const ended = await Promise.all(others.map((session) => sessions.end(session.id)));
  return ended.filter(Boolean).length;
}
