/**
 * Who may call what, decided in one place. Every staff operation calls `requireStaff` or
 * `requireAdministrator` first: they load the stored user behind the token and check that it exists, is
 * not disabled and that the token's version is current (a password change or "end all sessions" bumps it).
 * The authorizer's answer and the token's `isAdmin` claim are not trusted alone (defence in depth).
 */
import { UserFacingError } from '../errors';
import { authMessages } from './policy';
import type { UserStore } from './ports';
import type { Caller, StoredUser } from './user';

export type { Caller };

/** The stored user behind a token that still holds: same token version, account not disabled. */
async function currentUser(caller: Caller, users: Pick<UserStore, 'get'>): Promise<StoredUser | undefined> {
  if (caller.kind === 'anonymous') return undefined;
  const user = await users.get(caller.email);
  return user && !user.disabled && user.tokenVersion === caller.tokenVersion ? user : undefined;
}

/** Only a first-stage token (password checked, code not yet) may ask for or check a code. */
export async function requireFirstStage(caller: Caller, users: Pick<UserStore, 'get'>): Promise<StoredUser> {
  const user = caller.kind === 'mfa' ? await currentUser(caller, users) : undefined;
  if (!user) throw new UserFacingError(authMessages.signInAgain, 'Unauthorized');
  return user;
}

/** A signed-in staff user with a live session: what every staff operation requires first. */
export async function requireStaff(caller: Caller, users: Pick<UserStore, 'get'>): Promise<StoredUser> {
  const user = caller.kind === 'session' ? await currentUser(caller, users) : undefined;
  if (!user) throw new UserFacingError(authMessages.notSignedIn, 'Unauthorized');
  return user;
}

/** A signed-in administrator, according to the stored record rather than the token's claim. */
export async function requireAdministrator(
  caller: Caller,
  users: Pick<UserStore, 'get'>,
): Promise<StoredUser> {
  const user = await requireStaff(caller, users);
  if (!user.isAdmin) throw new UserFacingError(authMessages.adminOnly, 'Forbidden');
  return user;
}
