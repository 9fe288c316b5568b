import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../../contract/sessions';
import { SESSION_TOKEN_TTL_SECONDS } from '../../contract/limits';
import { deviceOf, isLiveSession, needsTouch, newSessionRecord, tokenExpiryOf } from './sessions';

const START = new Date('2026-03-02T09:00:00Z');
const EMAIL = 'dana@example.com';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

describe('a session record', () => {
  const record = newSessionRecord(
    EMAIL,
    { sourceIp: '192.0.2.7', userAgent: CHROME_MAC },
    'email-code',
    START,
  );

  it('names the device and browser, the network, and when the factor was checked', () => {
    expect(record).toMatchObject({
      email: EMAIL,
      device: 'macOS, Chrome',
      network: '192.0.2.7',
      factor: 'email-code',
      factorCheckedAt: START.toISOString(),
      expiresAt: START.getTime() / 1000 + SESSION_ABSOLUTE_SECONDS,
    });
    expect(record.id).toMatch(/^[\w-]{24}$/);
    expect(deviceOf(undefined)).toBe('Unknown device');
    expect(deviceOf('curl/8.0')).not.toBe('');
  });

  it('holds until 30 idle minutes, however recently it was created', () => {
    expect(isLiveSession(record, EMAIL, at(SESSION_IDLE_SECONDS))).toBe(true);
    expect(isLiveSession(record, EMAIL, at(SESSION_IDLE_SECONDS + 1))).toBe(false);
  });

  it('ends 12 hours after sign-in, however recently it was used', () => {
    const busy = { ...record, lastSeenAt: at(SESSION_ABSOLUTE_SECONDS).toISOString() };
    expect(isLiveSession(busy, EMAIL, at(SESSION_ABSOLUTE_SECONDS))).toBe(true);
    const used = { ...record, lastSeenAt: at(SESSION_ABSOLUTE_SECONDS + 1).toISOString() };
    expect(isLiveSession(used, EMAIL, at(SESSION_ABSOLUTE_SECONDS + 1))).toBe(false);
  });

  it("is refused when gone or another account's", () => {
    expect(isLiveSession(undefined, EMAIL, START)).toBe(false);
    expect(isLiveSession(record, 'other@example.com', START)).toBe(false);
  });

  it('writes last seen at most once a minute', () => {
    expect(needsTouch(record, at(59))).toBe(false);
    expect(needsTouch(record, at(60))).toBe(true);
  });

  it('gives every token of the session the same expiry', () => {
    expect(tokenExpiryOf(record)).toBe(
      START.getTime() / 1000 + Math.min(SESSION_TOKEN_TTL_SECONDS, SESSION_ABSOLUTE_SECONDS),
    );
  });
});
