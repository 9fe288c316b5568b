import { describe, expect, it } from 'vitest';
import {
  generateResetToken,
  generateSecurityCode,
  isExpired,
  keyedHash,
  matchesHash,
  normaliseSecurityCode,
} from './one-time-secrets';

const key = new Uint8Array(32).fill(1);
const otherKey = new Uint8Array(32).fill(2);

describe('security codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 200 }, generateSecurityCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('match only their own keyed hash', () => {
    const hash = keyedHash('042917', key);
    expect(hash).not.toContain('042917');
    expect(matchesHash('042917', hash, key)).toBe(true);
    expect(matchesHash('042918', hash, key)).toBe(false);
    expect(matchesHash('042917', hash, otherKey)).toBe(false);
    expect(matchesHash('042917', 'abc', key)).toBe(false);
  });

  it('read pasted spaces and dashes as the digits', () => {
    expect(normaliseSecurityCode(' 123 456 ')).toBe('123456');
    expect(normaliseSecurityCode('123-456')).toBe('123456');
  });
});

describe('reset tokens', () => {
  it('carry 256 random bits, URL-safe', () => {
    const token = generateResetToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(generateResetToken()).not.toBe(token);
  });
});

describe('expiry', () => {
  const record = { expiresAt: 1_000 };
  it('is refused from the expiry second on, whatever TTL has done', () => {
    expect(isExpired(record, new Date(999_000))).toBe(false);
    expect(isExpired(record, new Date(1_000_000))).toBe(true);
  });
});
