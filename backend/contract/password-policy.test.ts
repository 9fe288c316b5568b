import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-policy';

describe('checkPassword', () => {
  it.each([
    ['Passw0rd!', { length: true, special: true, digit: true, valid: true }],
    ['short1!', { length: false, special: true, digit: true, valid: false }],
    ['exactly8ch!', { length: true, special: true, digit: true, valid: true }],
    ['a'.repeat(14) + '1!', { length: true, special: true, digit: true, valid: true }],
    ['a'.repeat(15) + '1!', { length: false, special: true, digit: true, valid: false }],
    ['NoDigits!!', { length: true, special: true, digit: false, valid: false }],
    ['NoSpecial12', { length: true, special: false, digit: true, valid: false }],
    ['with space 1', { length: true, special: true, digit: true, valid: true }],
  ])('%s', (password, expected) => {
    expect(checkPassword(password)).toEqual(expected);
  });
});
