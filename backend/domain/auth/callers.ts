/**
 * Who is calling, re-checked by every operation against the stored user: the authorizer's answer is not
 * trusted alone (defence in depth), and a token version older than the stored one means the password
 * changed since the token was issued.
 */
import type { StoredUser } from '../../adapters/dynamodb/users';
import { UserFacingError } from '../errors';
import { authMessages } from './policy';
import type { UserStore } from './ports';

/** The same shape as the authorizer's CallerIdentity (handlers/graphql/identity.ts). */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'mfa'; email: string; tokenVersion: number }
  | { kind: 'session'; email: string; tokenVersion: number; isAdmin: boolean };

async function currentUser(caller: Caller, users: UserStore): Promise<StoredUser | undefined> {
  if (caller.kind === 'anonymous') return undefined;
  const user = await users.get(caller.email);
  return user && user.tokenVersion === caller.tokenVersion ? user : undefined;
}

/** Only a first-stage token (password checked, code not yet) may ask for or check a code. */
export async function requireFirstStage(caller: Caller, users: UserStore): Promise<StoredUser> {
  const user = caller.kind === 'mfa' ? await currentUser(caller, users) : undefined;
  if (!user) throw new UserFacingError(authMessages.signInAgain, 'Unauthorized');
  return user;
}

/** A signed-in administrator, according to the stored record rather than the token's claim. */
export async function requireAdministrator(caller: Caller, users: UserStore): Promise<StoredUser> {
  const user = caller.kind === 'session' ? await currentUser(caller, users) : undefined;
  if (!user) throw new UserFacingError(authMessages.notSignedIn, 'Unauthorized');
  if (!user.isAdmin) throw new UserFacingError(authMessages.adminOnly, 'Forbidden');
  return user;
}
