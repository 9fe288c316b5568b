import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES, PHONE_PATTERN_SOURCE } from './consultation';

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
});
