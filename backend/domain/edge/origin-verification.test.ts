import { describe, expect, it } from 'vitest';
import {
  MIN_ORIGIN_SECRET_LENGTH,
  OriginSecretError,
  isVerifiedOrigin,
  parseOriginSecret,
  viewerIp,
} from './origin-verification';

const current = 'c'.repeat(48);
const previous = 'p'.repeat(48);

describe('isVerifiedOrigin', () => {
  it('accepts the current and the previous value, nothing else', () => {
    const secret = { current, previous };
    expect(isVerifiedOrigin(current, secret)).toBe(true);
    expect(isVerifiedOrigin(previous, secret)).toBe(true);
    for (const other of [undefined, '', current.slice(1), `${current}x`, 'q'.repeat(48)]) {
      expect(isVerifiedOrigin(other, secret)).toBe(false);
    }
  });

  it('never accepts an empty or short previous value, so a fresh secret opens nothing', () => {
    expect(isVerifiedOrigin('', { current, previous: '' })).toBe(false);
    expect(isVerifiedOrigin('short', { current, previous: 'short' })).toBe(false);
  });
});

describe('parseOriginSecret', () => {
  it('reads the JSON Secrets Manager holds, previous optional', () => {
    expect(parseOriginSecret(JSON.stringify({ current, previous }))).toEqual({ current, previous });
    expect(parseOriginSecret(JSON.stringify({ current }))).toEqual({ current, previous: '' });
  });

  it.each([
    ['not JSON', 'current'],
    ['no current', '{}'],
    ['a short current', JSON.stringify({ current: 'x'.repeat(MIN_ORIGIN_SECRET_LENGTH - 1) })],
    ['a previous that is not text', JSON.stringify({ current, previous: 7 })],
  ])('refuses %s', (_, text) => {
    expect(() => parseOriginSecret(text)).toThrow(OriginSecretError);
  });
});

describe('viewerIp', () => {
  it('takes the address from "ip:port", IPv6 included', () => {
    expect(viewerIp({ 'cloudfront-viewer-address': '198.51.100.7:443' })).toBe('198.51.100.7');
    expect(viewerIp({ 'cloudfront-viewer-address': '2001:db8::1:51234' })).toBe('2001:db8::1');
    expect(viewerIp({})).toBe('unknown');
  });
});
