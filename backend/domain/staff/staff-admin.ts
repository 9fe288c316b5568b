/**
 * /staff: what an administrator may do to other staff accounts. Every operation receives the administrator
 * the resolver wrapper checked on the stored record, refuses changes to the caller's own account where the issue says
 * so, writes its audit entry with `record` before the change (no change happens unrecorded) and keeps
 * the firm's last active administrator through the guard record.
 */
import type { AuditAction } from '../../contract/audit';
import { factorsResetEmail } from '../auth/emails';
import { staffMessages, type StaffMember, type StaffPage } from '../../contract/staff';
import { actorOf, clientFields, userTarget } from '../audit/audit-context';
import type { AdministratorActor } from '../auth/callers';
import { issueResetLink } from '../auth/password-reset';
import { endSessionsOf } from '../auth/sessions';
import { isLockedOut } from '../auth/sign-in';
import { requireRecentStepUp } from '../auth/step-up';
import { normaliseEmail, type StoredUser } from '../auth/user';
import { UserFacingError } from '../errors';
import type { StaffDependencies } from './ports';

export function staffMemberOf(user: StoredUser, now: Date): StaffMember {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    disabled: user.disabled === true,
    locked: isLockedOut(user, now),
    lastSignInAt: user.lastSignInAt ?? null,
  };
}

export async function listStaff(
  _actor: AdministratorActor,
  { cursor }: { cursor?: string | null },
  deps: StaffDependencies,
): Promise<StaffPage> {
  const now = deps.now();
  const page = await deps.users.list({ cursor });
  return { items: page.items.map((user) => staffMemberOf(user, now)), nextCursor: page.nextCursor ?? null };
}

/** The arguments of an administrator's action on another staff account, named by its email. */
export interface TargetAccount {
  email: string;
}

/** The target account, checked: it exists and (unless allowed) is not the administrator's own. */
async function targetOf(
  actor: AdministratorActor,
  { email }: TargetAccount,
  deps: StaffDependencies,
  allowSelf = false,
): Promise<StoredUser> {
  const target = await deps.users.get(normaliseEmail(email));
  if (!target) throw new UserFacingError(staffMessages.noSuchUser, 'NotFound');
  if (!allowSelf && target.email === actor.user.email)
    throw new UserFacingError(staffMessages.notYourself, 'Forbidden');
  return target;
}

function record(
  actor: AdministratorActor,
  deps: StaffDependencies,
  target: StoredUser,
  name: AuditAction,
  detail?: string,
) {
  return deps.audit.record({
    action: name,
    actor: actorOf(actor.user),
    target: userTarget(target),
    detail,
    ...clientFields(actor),
  });
}

async function memberAfter(deps: StaffDependencies, email: string): Promise<StaffMember> {
  const user = await deps.users.get(email);
  if (!user) throw new UserFacingError(staffMessages.noSuchUser, 'NotFound');
  return staffMemberOf(user, deps.now());
}

/**
 * Takes an active administrator out of the guard set before they stop being one (removed as
 * administrator, or disabled); refused when they are the last. If the audit entry cannot be written the
 * set is restored and the change is not made.
 */
async function withoutActiveAdministrator(
  actor: AdministratorActor,
  deps: StaffDependencies,
  target: StoredUser,
  auditAction: AuditAction,
  change: () => Promise<void>,
) {
  const wasActiveAdministrator = target.isAdmin && !target.disabled;
  if (wasActiveAdministrator && !(await deps.administrators.remove(target.email))) {
    await deps.audit.recordAfter({
      action: auditAction,
      actor: actorOf(actor.user),
      target: userTarget(target),
      outcome: 'denied',
      detail: 'last active administrator',
      ...clientFields(actor),
    });
    throw new UserFacingError(staffMessages.lastAdministrator, 'Conflict');
  }
  try {
    await record(actor, deps, target, auditAction);
  } catch (error) {
    if (wasActiveAdministrator) await deps.administrators.add(target.email);
    throw error;
  }
  await change();
}

export async function setStaffDisabled(
  actor: AdministratorActor,
  args: TargetAccount & { disabled: boolean },
  deps: StaffDependencies,
): Promise<StaffMember> {
  const target = await targetOf(actor, args, deps);
  if (args.disabled && !target.disabled) {
    await requireRecentStepUp(actor, deps);
    await withoutActiveAdministrator(actor, deps, target, 'staff.disabled', async () => {
      await deps.users.setDisabled(target.email, true);
      await endSessionsOf(deps.sessions, target.email);
    });
  } else if (!args.disabled && target.disabled) {
    await record(actor, deps, target, 'staff.enabled');
    await deps.users.setDisabled(target.email, false);
    if (target.isAdmin) await deps.administrators.add(target.email);
  }
  return memberAfter(deps, target.email);
}

export async function setStaffAdministrator(
  actor: AdministratorActor,
  args: TargetAccount & { isAdmin: boolean },
  deps: StaffDependencies,
): Promise<StaffMember> {
  const target = await targetOf(actor, args, deps);
  if (!args.isAdmin && target.isAdmin) {
    await withoutActiveAdministrator(actor, deps, target, 'staff.admin-revoked', () =>
      deps.users.setAdmin(target.email, false),
    );
  } else if (args.isAdmin && !target.isAdmin) {
    await requireRecentStepUp(actor, deps);
    await record(actor, deps, target, 'staff.admin-granted');
    await deps.users.setAdmin(target.email, true);
    if (!target.disabled) await deps.administrators.add(target.email);
  }
  return memberAfter(deps, target.email);
}

/** One recorded change to the target account, answered with its row as the directory shows it now. */
async function recordedChange(
  actor: AdministratorActor,
  args: TargetAccount,
  deps: StaffDependencies,
  change: { action: AuditAction; allowSelf: boolean; make: (email: string) => Promise<unknown> },
): Promise<StaffMember> {
  const target = await targetOf(actor, args, deps, change.allowSelf);
  await record(actor, deps, target, change.action);
  await change.make(target.email);
  return memberAfter(deps, target.email);
}

/** Every token the user holds stops working (their own account: use "sign out everywhere else"). */
export function endStaffSessions(
  actor: AdministratorActor,
  args: TargetAccount,
  deps: StaffDependencies,
): Promise<StaffMember> {
  return recordedChange(actor, args, deps, {
    action: 'staff.sessions-ended',
    allowSelf: false,
    make: async (email) => {
      await deps.users.bumpTokenVersion(email);
      await endSessionsOf(deps.sessions, email);
    },
  });
}

export function unlockStaff(
  actor: AdministratorActor,
  args: TargetAccount,
  deps: StaffDependencies,
): Promise<StaffMember> {
  return recordedChange(actor, args, deps, {
    action: 'staff.unlocked',
    allowSelf: true,
    make: (email) => deps.users.clearFailedLogins(email),
  });
}

/** The same link as "Forgot password" sends, mailed to the account itself (never shown to the admin). */
export async function sendStaffResetLink(
  actor: AdministratorActor,
  args: TargetAccount,
  deps: StaffDependencies,
): Promise<StaffMember> {
  const target = await targetOf(actor, args, deps, true);
  if (target.disabled)
    throw new UserFacingError('Enable this account before sending it a reset link.', 'Conflict');
  await record(actor, deps, target, 'staff.reset-link-sent');
  const now = deps.now();
  await issueResetLink(deps, target, now);
  return staffMemberOf(target, now);
}

/**
 * Removes every passkey, authenticator app and recovery code of another account (a lost phone, a departed
 * device). The owner is emailed, signs in with the emailed code and enrols again. It is a cut-off: the lost
 * device may hold a session or a calendar link too, so the token version goes up and the sessions end.
 */
export async function resetStaffFactors(
  actor: AdministratorActor,
  args: TargetAccount,
  deps: StaffDependencies,
): Promise<StaffMember> {
  const target = await targetOf(actor, args, deps);
  await record(actor, deps, target, 'auth.factors-reset');
  await deps.factors.removeAll(target.email);
  await deps.users.bumpTokenVersion(target.email);
  await endSessionsOf(deps.sessions, target.email);
  await deps.sendMail(factorsResetEmail(target.email, target.firstName));
  return memberAfter(deps, target.email);
}
