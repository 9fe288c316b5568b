import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('the network a caller is throttled as', () => {
  it('is the IPv4 address itself, also when a dual-stack server reports it IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetwork('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetwork('::FFFF:127.0.77.1')).toBe('127.0.77.1');
    expect(clientNetwork('203.0.113.6')).not.toBe(clientNetwork('203.0.113.5'));
  });

  it('is the /64 for IPv6, however the address is written', () => {
    const network = '2001:0db8:0000:0042::/64';
    expect(clientNetwork('2001:db8:0:42::1')).toBe(network);
    expect(clientNetwork('2001:DB8:0:42:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientNetwork('2001:db8::42:0:0:0:1')).toBe(network);
    expect(clientNetwork('::1:2:3:4:5:192.0.2.1')).toBe('0000:0001:0002:0003::/64');
    expect(clientNetwork('2001:db8:0:43::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });

  it('puts callers without a usable address in one shared bucket', () => {
    expect(clientNetwork('')).toBe('unknown');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
