import { describe, expect, it } from 'vitest';
import { clientIp } from './resolver';

describe('clientIp', () => {
  it('takes the viewer address CloudFront sets, not what the client put in X-Forwarded-For', () => {
    expect(clientIp({ 'cloudfront-viewer-address': '198.51.100.7:443', 'x-forwarded-for': '1.2.3.4' })).toBe(
      '198.51.100.7',
    );
  });

  it('keeps IPv6 addresses whole', () => {
    expect(clientIp({ 'cloudfront-viewer-address': '2001:db8::1:51234' })).toBe('2001:db8::1');
  });

  it('falls back to the first X-Forwarded-For entry, then to "unknown"', () => {
    expect(clientIp({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' })).toBe('203.0.113.9');
    expect(clientIp({})).toBe('unknown');
  });
});
