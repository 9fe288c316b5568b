/** Builds a staff account record from what a person typed, enforcing the same rules the screen shows. */
import { randomUUID } from 'node:crypto';
import { checkPassword, passwordMessages } from '../../contract/password-policy';
import { UserFacingError } from '../errors';
import { normaliseEmail, type StoredUser } from './user';
import { hashPassword } from './passwords';

export interface NewUserInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  isAdmin: boolean;
}

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}

export async function buildNewUser(input: NewUserInput, now: Date): Promise<StoredUser> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = normaliseEmail(input.email);
  if (!firstName || !lastName) throw new UserFacingError('First and last name are required.');
  if (firstName.length > NAME_MAX_LENGTH || lastName.length > NAME_MAX_LENGTH) {
    throw new UserFacingError(`Names can be at most ${NAME_MAX_LENGTH} characters.`);
  }
  if (!isEmail(email)) throw new UserFacingError('Please enter a valid email address.');
  if (!checkPassword(input.password).valid) throw new UserFacingError(passwordMessages.invalid);
  return {
    email,
    _id: randomUUID(),
    firstName,
    lastName,
    passwordHash: await hashPassword(input.password),
    isAdmin: input.isAdmin,
    tokenVersion: 1,
    createdAt: now.toISOString(),
  };
}
