import { describe, expect, it } from 'vitest';
import { checkPassword, passwordMessages } from '../../contract/password-policy';
import { isLockedOut } from './sign-in';
import { buildNewUser } from './new-user';

describe('the password policy on the server', () => {
  it('refuses a new account whose password breaks the shared rule', async () => {
    for (const password of ['short1!', 'NoDigits!!', 'NoSpecial12', 'a'.repeat(15) + '1!']) {
      expect(checkPassword(password).valid).toBe(false);
      await expect(
        buildNewUser(
          { firstName: 'A', lastName: 'B', email: 'a@b.example', password, isAdmin: false },
          new Date('2026-03-02T09:00:00Z'),
        ),
      ).rejects.toThrow(passwordMessages.invalid);
    }
  });
});

describe('lockout', () => {
  const now = new Date('2026-03-02T09:00:00Z');
  const seconds = now.getTime() / 1000;
  it('holds until lockedUntil, then lifts by itself', () => {
    expect(isLockedOut({}, now)).toBe(false);
    expect(isLockedOut({ lockedUntil: seconds + 1 }, now)).toBe(true);
    expect(isLockedOut({ lockedUntil: seconds }, now)).toBe(false);
  });
});
