/**
 * /staff: what an administrator may do to other staff accounts. Every function loads the caller's stored
 * record first (requireAdministrator), refuses changes to the caller's own account where the issue says
 * so, writes its audit entry with `record` before the change (no change happens unrecorded) and keeps
 * the firm's last active administrator through the guard record.
 */
import type { AuditAction } from '../../contract/audit';
import { staffMessages, type StaffMember, type StaffPage } from '../../contract/staff';
import { actorOf, clientFields, userTarget } from '../audit/audit-context';
import { requireAdministrator, type Caller } from '../auth/callers';
import { issueResetLink } from '../auth/password-reset';
import { isLockedOut } from '../auth/sign-in';
import { normaliseEmail, type StoredUser } from '../auth/user';
import { UserFacingError } from '../errors';
import type { StaffAction, StaffDependencies } from './ports';

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
  deps: StaffDependencies,
  caller: Caller,
  cursor: string | null | undefined,
  now: Date,
): Promise<StaffPage> {
  await requireAdministrator(caller, deps.users);
  const page = await deps.users.list({ cursor });
  return { items: page.items.map((user) => staffMemberOf(user, now)), nextCursor: page.nextCursor ?? null };
}

/** One administrator's action on another staff account, named by its email. */
export interface AdminAction extends StaffAction {
  email: string;
}

/** The administrator and the target account, checked: the target exists and (unless allowed) is not them. */
async function adminAndTarget({ deps, caller, email }: AdminAction, allowSelf = false) {
  const admin = await requireAdministrator(caller, deps.users);
  const target = await deps.users.get(normaliseEmail(email));
  if (!target) throw new UserFacingError(staffMessages.noSuchUser, 'NotFound');
  if (!allowSelf && target.email === admin.email)
    throw new UserFacingError(staffMessages.notYourself, 'Forbidden');
  return { admin, target };
}

function record(
  action: AdminAction,
  admin: StoredUser,
  target: StoredUser,
  name: AuditAction,
  detail?: string,
) {
  return action.deps.audit.record({
    action: name,
    actor: actorOf(admin),
    target: userTarget(target),
    detail,
    ...clientFields(action.client),
  });
}

async function memberAfter(action: AdminAction, email: string): Promise<StaffMember> {
  const user = await action.deps.users.get(email);
  if (!user) throw new UserFacingError(staffMessages.noSuchUser, 'NotFound');
  return staffMemberOf(user, action.now);
}

/**
 * Takes an active administrator out of the guard set before they stop being one (removed as
 * administrator, or disabled); refused when they are the last. If the audit entry cannot be written the
 * set is restored and the change is not made.
 */
async function withoutActiveAdministrator(
  action: AdminAction,
  admin: StoredUser,
  target: StoredUser,
  auditAction: AuditAction,
  change: () => Promise<void>,
) {
  const wasActiveAdministrator = target.isAdmin && !target.disabled;
  if (wasActiveAdministrator && !(await action.deps.administrators.remove(target.email))) {
    await action.deps.audit.recordAfter({
      action: auditAction,
      actor: actorOf(admin),
      target: userTarget(target),
      outcome: 'denied',
      detail: 'last active administrator',
      ...clientFields(action.client),
    });
    throw new UserFacingError(staffMessages.lastAdministrator, 'Conflict');
  }
  try {
    await record(action, admin, target, auditAction);
  } catch (error) {
    if (wasActiveAdministrator) await action.deps.administrators.add(target.email);
    throw error;
  }
  await change();
}

export async function setStaffDisabled(action: AdminAction, disabled: boolean): Promise<StaffMember> {
  const { admin, target } = await adminAndTarget(action);
  if (disabled && !target.disabled) {
    await withoutActiveAdministrator(action, admin, target, 'staff.disabled', () =>
      action.deps.users.setDisabled(target.email, true),
    );
  } else if (!disabled && target.disabled) {
    await record(action, admin, target, 'staff.enabled');
    await action.deps.users.setDisabled(target.email, false);
    if (target.isAdmin) await action.deps.administrators.add(target.email);
  }
  return memberAfter(action, target.email);
}

export async function setStaffAdministrator(action: AdminAction, isAdmin: boolean): Promise<StaffMember> {
  const { admin, target } = await adminAndTarget(action);
  if (!isAdmin && target.isAdmin) {
    await withoutActiveAdministrator(action, admin, target, 'staff.admin-revoked', () =>
      action.deps.users.setAdmin(target.email, false),
    );
  } else if (isAdmin && !target.isAdmin) {
    await record(action, admin, target, 'staff.admin-granted');
    await action.deps.users.setAdmin(target.email, true);
    if (!target.disabled) await action.deps.administrators.add(target.email);
  }
  return memberAfter(action, target.email);
}

/** Every token the user holds stops working (their own account: use "sign out everywhere else"). */
export async function endStaffSessions(action: AdminAction): Promise<StaffMember> {
  const { admin, target } = await adminAndTarget(action);
  await record(action, admin, target, 'staff.sessions-ended');
  await action.deps.users.bumpTokenVersion(target.email);
  return memberAfter(action, target.email);
}

export async function unlockStaff(action: AdminAction): Promise<StaffMember> {
  const { admin, target } = await adminAndTarget(action, true);
  await record(action, admin, target, 'staff.unlocked');
  await action.deps.users.clearFailedLogins(target.email);
  return memberAfter(action, target.email);
}

/** The same link as "Forgot password" sends, mailed to the account itself (never shown to the admin). */
export async function sendStaffResetLink(action: AdminAction): Promise<StaffMember> {
  const { admin, target } = await adminAndTarget(action, true);
  if (target.disabled)
    throw new UserFacingError('Enable this account before sending it a reset link.', 'Conflict');
  await record(action, admin, target, 'staff.reset-link-sent');
  await issueResetLink(action.deps, target, action.now);
  return staffMemberOf(target, action.now);
}
