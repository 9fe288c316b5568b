import { describe, expect, it } from 'vitest';
import { CLIENT_SESSION_ABSOLUTE_SECONDS, CLIENT_SESSION_IDLE_SECONDS } from '../../contract/client-portal';
import { clientSessionNeedsTouch, isLiveClientSession, newClientSession } from './sessions';

const start = new Date('2026-03-02T09:00:00Z');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('a client session', () => {
  const session = newClientSession('client@example.com', start);

  it('holds for its own account only', () => {
    expect(isLiveClientSession(session, 'client@example.com', after(60))).toBe(true);
    expect(isLiveClientSession(session, 'other@example.com', after(60))).toBe(false);
    expect(isLiveClientSession(undefined, 'client@example.com', after(60))).toBe(false);
  });

  it('ends after its idle time without a call', () => {
    expect(isLiveClientSession(session, session.email, after(CLIENT_SESSION_IDLE_SECONDS))).toBe(true);
    expect(isLiveClientSession(session, session.email, after(CLIENT_SESSION_IDLE_SECONDS + 1))).toBe(false);
  });

  it('ends at its absolute limit however recently it was used', () => {
    const used = { ...session, lastSeenAt: after(CLIENT_SESSION_ABSOLUTE_SECONDS).toISOString() };
    expect(isLiveClientSession(used, session.email, after(CLIENT_SESSION_ABSOLUTE_SECONDS))).toBe(true);
    expect(isLiveClientSession(used, session.email, after(CLIENT_SESSION_ABSOLUTE_SECONDS + 1))).toBe(false);
    expect(session.expiresAt).toBe(Math.floor(start.getTime() / 1000) + CLIENT_SESSION_ABSOLUTE_SECONDS);
  });

  it('writes its last call at most once a minute', () => {
    expect(clientSessionNeedsTouch(session, after(59))).toBe(false);
    expect(clientSessionNeedsTouch(session, after(60))).toBe(true);
  });
});
