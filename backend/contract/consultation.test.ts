import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES, EMAIL_PATTERN_SOURCE, PHONE_PATTERN_SOURCE } from './consultation';

describe('the consultation contract', () => {
  it('lists the three client types of the spec, in order', () => {
    expect(CLIENT_TYPES).toEqual([
      'Yes, I am a potential new client',
      "No, I'm a current existing client",
      "I'm neither.",
    ]);
  });

  it('has a phone pattern browsers can compile (they use the v flag) that agrees with the server', () => {
    const asBrowser = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, 'v');
    const asServer = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, 'u');
    for (const phone of [
      '(206) 555-0148',
      '+1 206.555.0148',
      '2065550148',
      'abc-defg',
      '12345',
      '-'.repeat(31),
    ]) {
      expect(asBrowser.test(phone)).toBe(asServer.test(phone));
    }
    expect(asBrowser.test('(206) 555-0148')).toBe(true);
  });

  it('has an email pattern browsers can compile that refuses what would reshape a mailto: link', () => {
    const asBrowser = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, 'v');
    const asServer = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, 'u');
    const addresses = {
      'ana.lopez@example.com': true,
      'a+tag@mail.example.co.uk': true,
      'client@example.com?bcc=x%40evil.example&body=hi': false,
      'client#1@example.com': false,
      'client%40x@example.com': false,
      'ana lopez@example.com': false,
      'ana@example.com\n': false,
      'ana@example': false,
    };
    for (const [address, valid] of Object.entries(addresses)) {
      expect([address, asBrowser.test(address)]).toEqual([address, valid]);
      expect(asServer.test(address)).toBe(valid);
    }
  });
});
