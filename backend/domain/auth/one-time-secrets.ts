/**
 * Security codes and reset tokens: drawn from a CSPRNG, stored only as a keyed hash (HMAC-SHA-256 with a
 * key derived for that purpose), compared in constant time, and refused once expired even if DynamoDB's
 * TTL has not deleted the record yet.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SECURITY_CODE_DIGITS } from '../../contract/limits';

export function generateSecurityCode(): string {
  return String(randomInt(0, 10 ** SECURITY_CODE_DIGITS)).padStart(SECURITY_CODE_DIGITS, '0');
}

/** 256 random bits, URL-safe. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function keyedHash(value: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** A secret for a link (256 random bits) and the keyed hash the store keeps in its place. */
export function newSecretToken(key: Uint8Array): { token: string; tokenHash: string } {
  const token = generateResetToken();
  return { token, tokenHash: keyedHash(token, key) };
}

/** Whether `value` hashes to `storedHash`; the comparison takes the same time wherever they differ. */
export function matchesHash(value: string, storedHash: string, key: Uint8Array): boolean {
  const candidate = Buffer.from(keyedHash(value, key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

/** Reads what a person typed or pasted ("123 456", "123-456") as the digits of a code. */
export function normaliseSecurityCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function epochSeconds(now: Date): number {
  return Math.floor(now.getTime() / 1000);
}

export function isExpired(record: { expiresAt: number }, now: Date): boolean {
  return record.expiresAt <= epochSeconds(now);
}
