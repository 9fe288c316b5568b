/** Creating staff accounts: administrators only (by the stored record), same rules as the sign-up screen. */
import { DuplicateUserError } from './user';
import { UserFacingError } from '../errors';
import { actorOf, clientFields, userTarget } from '../audit/audit-context';
import type { AuditLog } from '../audit/audit-log';
import type { AdministratorActor } from './callers';
import { buildNewUser } from './new-user';
import { authMessages } from './policy';
import type { AuthDependencies } from './ports';
import { staffUserOf } from './user';

export interface AddUserInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Returns the new account; the administrator's own session is untouched (no token is issued). The entry
 * is written before the account (`record`): no account comes into being without its audit entry.
 */
export async function addUser(
  actor: AdministratorActor,
  input: AddUserInput,
  deps: Pick<AuthDependencies, 'users' | 'now'> & { audit: AuditLog },
) {
  const user = await buildNewUser({ ...input, isAdmin: false }, deps.now());
  const event = {
    action: 'staff.created',
    actor: actorOf(actor.user),
    target: userTarget(user),
    ...clientFields(actor),
  } as const;
  if (await deps.users.get(user.email)) {
    await deps.audit.recordAfter({ ...event, outcome: 'denied', detail: 'email already taken' });
    throw new UserFacingError(authMessages.duplicateEmail, 'Conflict');
  }
  await deps.audit.record(event);
  try {
    await deps.users.create(user);
  } catch (error) {
    // Someone created the same address in the moment between the check and the write.
    await deps.audit.recordAfter({ ...event, outcome: 'failure', detail: 'not created' });
    if (error instanceof DuplicateUserError)
      throw new UserFacingError(authMessages.duplicateEmail, 'Conflict');
    throw error;
  }
  return { user: staffUserOf(user) };
}

/**
 * The operator's `npm run create-admin`: an administrator made with nobody signed in, recorded as done by
 * the system before the account exists (the entry names the email, never the password).
 */
export async function createAdministrator(
  input: AddUserInput,
  deps: Pick<AuthDependencies, 'users' | 'now'> & { audit: AuditLog },
) {
  const user = await buildNewUser({ ...input, isAdmin: true }, deps.now());
  const event = {
    action: 'staff.created',
    actor: 'system',
    target: userTarget(user),
    detail: 'administrator, by npm run create-admin',
  } as const;
  await deps.audit.record(event);
  try {
    await deps.users.create(user);
  } catch (error) {
    await deps.audit.recordAfter({ ...event, outcome: 'failure', detail: 'not created' });
    throw error;
  }
  return user;
}
