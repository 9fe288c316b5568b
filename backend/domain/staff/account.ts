/**
 * /account: what every signed-in staff user may do to their own account. Changing the password needs
 * the current one, follows the shared policy, ends every other session (the caller gets a fresh token)
 * and mails a notice.
 */
import { checkPassword, passwordMessages } from '../../contract/password-policy';
import { PAGE_SIZE } from '../../contract/paging';
import { staffMessages, type SignInRecord } from '../../contract/staff';
import { actorOf, clientFields, userTarget } from '../audit/audit-context';
import type { StaffActor } from '../auth/callers';
import { passwordChangedEmail } from '../auth/emails';
import { NAME_MAX_LENGTH } from '../auth/new-user';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { LOCKOUT_SECONDS, MAX_FAILED_LOGINS } from '../auth/policy';
import { lockRefusal, reserveAttempt } from '../auth/budgets';
import { epochSeconds } from '../auth/one-time-secrets';
import { renewSessionToken } from '../auth/full-session';
import { endSessionsOf } from '../auth/sessions';
import { UserFacingError } from '../errors';
import type { NoArguments } from '../operation';
import type { StaffDependencies } from './ports';

/** A token for the caller's session as the account is stored now (new name, new token version). */
function freshSession(deps: StaffDependencies, actor: StaffActor) {
  return renewSessionToken(deps, actor.user.email, actor.sessionId);
}

function ownEvent(actor: StaffActor) {
  return { actor: actorOf(actor.user), target: userTarget(actor.user), ...clientFields(actor) };
}

/** Returns a session token carrying the new name (the header shows it at once). */
export async function changeOwnName(
  actor: StaffActor,
  input: { firstName: string; lastName: string },
  deps: StaffDependencies,
) {
  const { user } = actor;
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName || !lastName) throw new UserFacingError('First and last name are required.');
  if (firstName.length > NAME_MAX_LENGTH || lastName.length > NAME_MAX_LENGTH) {
    throw new UserFacingError(`Names can be at most ${NAME_MAX_LENGTH} characters.`);
  }
  await deps.users.setName(user.email, firstName, lastName);
  await deps.audit.recordAfter({
    ...ownEvent(actor),
    action: 'staff.name-changed',
    detail: `was ${user.firstName} ${user.lastName}`,
  });
  return freshSession(deps, actor);
}

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
  confirmNewPassword: string;
}

/**
 * Wrong current passwords count towards the same lockout as the sign-in screen's and towards the
 * account's daily budget, and a locked account is refused before the password is checked, so a session
 * left open cannot be used to guess the password.
 */
export async function changeOwnPassword(
  actor: StaffActor,
  input: ChangePasswordInput,
  deps: StaffDependencies,
) {
  const { user } = actor;
  if (!checkPassword(input.password).valid) throw new UserFacingError(passwordMessages.invalid);
  if (input.password !== input.confirmNewPassword) throw new UserFacingError(passwordMessages.mismatch);
  const locked = lockRefusal(user, deps.now());
  if (locked) throw locked;
  const reservation = await reserveAttempt(deps, user, 'wrong-passwords', actor);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    const failures = await deps.users.recordFailedLogin(user.email);
    await deps.audit.recordAfter({
      ...ownEvent(actor),
      action: 'auth.wrong-password',
      outcome: 'denied',
    });
    if (failures >= MAX_FAILED_LOGINS) {
      await deps.users.lock(user.email, epochSeconds(deps.now()) + LOCKOUT_SECONDS);
      await deps.audit.recordAfter({ ...ownEvent(actor), action: 'auth.lockout', outcome: 'denied' });
    }
    throw new UserFacingError(staffMessages.wrongCurrentPassword);
  }
  await reservation.giveBack();
  if (input.password === input.currentPassword) throw new UserFacingError(staffMessages.samePassword);
  await deps.users.setPassword(user.email, await hashPassword(input.password));
  await endSessionsOf(deps.sessions, user.email, actor.sessionId);
  await deps.audit.recordAfter({ ...ownEvent(actor), action: 'auth.password-changed' });
  await deps.sendMail(passwordChangedEmail(user.email, user.firstName));
  return freshSession(deps, actor);
}

/** Ends every session of the caller's account except the one making this call (it gets a new token). */
export async function signOutEverywhereElse(actor: StaffActor, _args: NoArguments, deps: StaffDependencies) {
  // The records end the other sessions; the new token version also voids sign-ins halfway through.
  await endSessionsOf(deps.sessions, actor.user.email, actor.sessionId);
  await deps.users.bumpTokenVersion(actor.user.email);
  await deps.audit.recordAfter({
    ...ownEvent(actor),
    action: 'staff.sessions-ended',
    detail: 'signed out everywhere else',
  });
  return freshSession(deps, actor);
}

/** The caller's latest completed sign-ins, newest first, from the audit log's actor index. */
export async function ownRecentSignIns(
  { user }: StaffActor,
  _args: NoArguments,
  deps: Pick<StaffDependencies, 'auditEntries'>,
): Promise<SignInRecord[]> {
  const page = await deps.auditEntries.list({
    actor: { email: user.email },
    action: 'auth.sign-in',
    limit: PAGE_SIZE,
  });
  return page.items.map((entry) => ({ at: entry.at, network: entry.network, userAgent: entry.userAgent }));
}
