/**
 * Clients' sessions: the server's record behind each client token. The authorizer refuses a token whose
 * record is gone (signed out), idle for longer than CLIENT_SESSION_IDLE_SECONDS or older than
 * CLIENT_SESSION_ABSOLUTE_SECONDS, on the product's clock, whatever the token says.
 */
import { CLIENT_SESSION_ABSOLUTE_SECONDS, CLIENT_SESSION_IDLE_SECONDS } from '../../contract/client-portal';
import { SESSION_TOUCH_SECONDS } from '../../contract/sessions';
import { epochSeconds } from '../auth/one-time-secrets';
import { newSessionId } from '../auth/sessions';
import type { ClientSession } from './records';

export function newClientSession(email: string, now: Date): ClientSession {
  const at = now.toISOString();
  return {
    id: newSessionId(),
    email,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: epochSeconds(now) + CLIENT_SESSION_ABSOLUTE_SECONDS,
  };
}

/** Whether a client session still holds at `now` for `email`: it exists, is theirs, not idle, not too old. */
export function isLiveClientSession(
  session: ClientSession | undefined,
  email: string,
  now: Date,
): session is ClientSession {
  if (!session || session.email !== email) return false;
  const idleMs = now.getTime() - Date.parse(session.lastSeenAt);
  const ageMs = now.getTime() - Date.parse(session.createdAt);
  return idleMs <= CLIENT_SESSION_IDLE_SECONDS * 1000 && ageMs <= CLIENT_SESSION_ABSOLUTE_SECONDS * 1000;
}

/** Last seen is written at most once a minute, as for staff. */
export function clientSessionNeedsTouch(session: ClientSession, now: Date): boolean {
  return now.getTime() - Date.parse(session.lastSeenAt) >= SESSION_TOUCH_SECONDS * 1000;
}
