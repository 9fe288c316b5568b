import { describe, expect, it } from 'vitest';
import { KeyRingError, LEGACY_KID, acceptedKids, parseKeyRing, serializeKeyRing } from './key-ring';

const key = (letter: string) => letter.repeat(40);

describe('the key ring', () => {
  it('reads a value that is not JSON as the one key of a deployment before rotation', () => {
    const legacy = 'a1B2c3D4'.repeat(8);
    expect(parseKeyRing(`${legacy}\n`)).toEqual({
      data: legacy,
      current: LEGACY_KID,
      keys: { [LEGACY_KID]: legacy },
    });
  });

  it('accepts current, next and previous, and stores only their keys', () => {
    const ring = parseKeyRing(
      JSON.stringify({
        data: key('d'),
        current: 'k2',
        previous: 'k1',
        previousUntil: '2026-11-27T08:00:00.000Z',
        keys: { k1: key('a'), k2: key('b'), k0: key('c') },
      }),
    );
    expect(acceptedKids(ring, new Date('2026-11-27T07:59:59.999Z'))).toEqual(['k2', 'k1']);
    expect(Object.keys((JSON.parse(serializeKeyRing(ring)) as { keys: object }).keys)).toEqual(['k2', 'k1']);
  });

  describe('a retiring key, with nobody running the retire step', () => {
    const ring = parseKeyRing(
      JSON.stringify({
        data: key('d'),
        current: 'k2',
        previous: 'k1',
        previousUntil: '2026-11-27T08:00:00.000Z',
        keys: { k1: key('a'), k2: key('b') },
      }),
    );

    it('is accepted until its previousUntil', () => {
      expect(acceptedKids(ring, new Date('2026-11-26T20:00:00.000Z'))).toEqual(['k2', 'k1']);
      expect(acceptedKids(ring, new Date('2026-11-27T07:59:59.999Z'))).toEqual(['k2', 'k1']);
    });

    it('is refused from its previousUntil on, and the ring keeps its key until the retire step', () => {
      expect(acceptedKids(ring, new Date('2026-11-27T08:00:00.000Z'))).toEqual(['k2']);
      expect(acceptedKids(ring, new Date('2026-12-27T08:00:00.000Z'))).toEqual(['k2']);
      expect(Object.keys((JSON.parse(serializeKeyRing(ring)) as { keys: object }).keys)).toEqual([
        'k2',
        'k1',
      ]);
    });

    it('keeps the next key accepted whatever the time', () => {
      const withNext = { ...ring, next: 'k3', keys: { ...ring.keys, k3: key('c') } };
      expect(acceptedKids(withNext, new Date('2027-01-01T00:00:00.000Z'))).toEqual(['k2', 'k3']);
    });
  });

  it.each([
    [
      'a previous key with no end',
      JSON.stringify({ data: key('d'), current: 'k2', previous: 'k1', keys: { k1: key('a'), k2: key('b') } }),
    ],
    [
      'a previous key whose end is not a time',
      JSON.stringify({
        data: key('d'),
        current: 'k2',
        previous: 'k1',
        previousUntil: 'tomorrow',
        keys: { k1: key('a'), k2: key('b') },
      }),
    ],
    ['a short value', 'short'],
    ['broken JSON', '{"data":'],
    ['no data root', JSON.stringify({ current: 'k1', keys: { k1: key('a') } })],
    ['a current key with no secret', JSON.stringify({ data: key('d'), current: 'k1', keys: {} })],
    ['a short key', JSON.stringify({ data: key('d'), current: 'k1', keys: { k1: 'short' } })],
    [
      'a kid that cannot travel in a header',
      JSON.stringify({ data: key('d'), current: 'k 1', keys: { 'k 1': key('a') } }),
    ],
    [
      'a next key with no secret',
      JSON.stringify({ data: key('d'), current: 'k1', next: 'k2', keys: { k1: key('a') } }),
    ],
  ])('refuses %s', (_, text) => {
    expect(() => parseKeyRing(text)).toThrow(KeyRingError);
  });
});
