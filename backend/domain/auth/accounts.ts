/** Creating staff accounts: administrators only (by the stored record), same rules as the sign-up screen. */
import { DuplicateUserError } from './user';
import { UserFacingError } from '../errors';
import { requireAdministrator, type Caller } from './callers';
import { buildNewUser } from './new-user';
import { authMessages } from './policy';
import type { AuthDependencies } from './ports';
import { staffUserOf } from './sign-in';

export interface AddUserInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Returns the new account; the administrator's own session is untouched (no token is issued). */
export async function addUser(
  { users, now }: Pick<AuthDependencies, 'users' | 'now'>,
  caller: Caller,
  input: AddUserInput,
) {
  await requireAdministrator(caller, users);
  const user = await buildNewUser({ ...input, isAdmin: false }, now());
  try {
    await users.create(user);
  } catch (error) {
    if (error instanceof DuplicateUserError)
      throw new UserFacingError(authMessages.duplicateEmail, 'Conflict');
    throw error;
  }
  return { user: staffUserOf(user) };
}
