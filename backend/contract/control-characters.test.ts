import { describe, expect, it } from 'vitest';
import { withoutControlCharacters } from './control-characters';

describe('withoutControlCharacters', () => {
  it('drops C0 and C1 controls and direction overrides, or replaces each run', () => {
    expect(withoutControlCharacters('a\u0000b\r\nc\u0085d')).toBe('abcd');
    expect(withoutControlCharacters('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(withoutControlCharacters('line one\r\n\tline two', ' ')).toBe('line one line two');
  });

  it('leaves ordinary text, accents and emoji alone', () => {
    expect(withoutControlCharacters('José Ñúñez 👍')).toBe('José Ñúñez 👍');
  });
});
