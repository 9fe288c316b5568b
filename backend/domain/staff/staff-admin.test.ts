/**
 * /staff and /account rules on in-memory ports (memory-staff.ts): the firm keeps an active administrator,
 * nobody administers their own account, every change is recorded before it happens. The handler tests
 * (handlers/graphql/staff) keep the paths through AppSync and DynamoDB.
 */
import { describe, expect, it } from 'vitest';
import { staffMessages } from '../../contract/staff';
import type { AdministratorActor, StaffActor } from '../auth/callers';
import { storedUser } from '../../testing/memory-auth';
import { MAX_FAILED_LOGINS } from '../auth/policy';
import { changeOwnPassword, ownRecentSignIns } from './account';
import { memoryStaff } from '../../testing/memory-staff';
import { storedSession } from '../../testing/memory-sessions';
import { listStaff, setStaffAdministrator, setStaffDisabled, unlockStaff } from './staff-admin';

const CLIENT = { sourceIp: '192.0.2.50', userAgent: 'Vitest' };

async function setUp() {
  const staff = memoryStaff(new Date('2026-05-04T09:00:00Z'));
  const ada = {
    ...storedUser('ada@firm.example', { firstName: 'Ada', lastName: 'Brandt' }),
    isAdmin: true as const,
  };
  const ben = {
    ...storedUser('ben@firm.example', { firstName: 'Ben', lastName: 'Okafor' }),
    isAdmin: true as const,
  };
  const cal = storedUser('cal@firm.example', { firstName: 'Cal', lastName: 'Cho' });
  for (const user of [ada, ben, cal]) await staff.users.create(user);
  await staff.administrators.add(ada.email);
  await staff.administrators.add(ben.email);
  for (const user of [ada, ben]) {
    await storedSession(staff.deps.sessions, user.email, `session-${user.email}`, staff.deps.now());
  }
  const asAdmin = (user: typeof ada): AdministratorActor => ({
    kind: 'staff',
    user,
    sessionId: `session-${user.email}`,
    ...CLIENT,
  });
  return { ...staff, ada: asAdmin(ada), ben: asAdmin(ben), cal };
}

describe('staff administration', () => {
  it('lists the directory by last name, a page at a time', async () => {
    const { deps, ada } = await setUp();
    const page = await listStaff(ada, {}, deps);
    expect(page.items.map((member) => member.email)).toEqual([
      'ada@firm.example',
      'cal@firm.example',
      'ben@firm.example',
    ]);
  });

  it('keeps the last active administrator when two demote each other at once', async () => {
    const { deps, ada, ben, auditStore } = await setUp();
    await setStaffAdministrator(ada, { email: ben.user.email, isAdmin: false }, deps);
    await expect(setStaffAdministrator(ben, { email: ada.user.email, isAdmin: false }, deps)).rejects.toThrow(
      staffMessages.lastAdministrator,
    );
    expect(await deps.users.get(ada.user.email)).toMatchObject({ isAdmin: true });
    expect(auditStore.entries.at(-1)).toMatchObject({ action: 'staff.admin-revoked', outcome: 'denied' });
  });

  it('refuses changes to the administrator’s own account, but may unlock it', async () => {
    const { deps, ada } = await setUp();
    await expect(setStaffDisabled(ada, { email: 'ADA@firm.example', disabled: true }, deps)).rejects.toThrow(
      staffMessages.notYourself,
    );
    await expect(unlockStaff(ada, { email: ada.user.email }, deps)).resolves.toMatchObject({ locked: false });
  });

  it('ends every session of a disabled account, and records the change before making it', async () => {
    const { deps, ada, cal, auditStore } = await setUp();
    auditStore.failing = true;
    await expect(setStaffDisabled(ada, { email: cal.email, disabled: true }, deps)).rejects.toThrow();
    expect(await deps.users.get(cal.email)).toMatchObject({ tokenVersion: 1 });
    auditStore.failing = false;
    await expect(setStaffDisabled(ada, { email: cal.email, disabled: true }, deps)).resolves.toMatchObject({
      disabled: true,
    });
    expect(await deps.users.get(cal.email)).toMatchObject({ disabled: true, tokenVersion: 2 });
    expect(auditStore.entries.map((entry) => entry.action)).toEqual(['staff.disabled']);
  });
});

describe('a user’s own account', () => {
  it('counts wrong current passwords towards the sign-in lockout', async () => {
    const staff = memoryStaff(new Date('2026-05-04T09:00:00Z'));
    const account = await staff.createAccount();
    const user = await staff.users.get(account.email);
    if (!user) throw new Error('no account');
    const actor: StaffActor = { kind: 'staff', user, sessionId: 'session-own', ...CLIENT };
    const attempt = {
      currentPassword: 'Wrong#Pass1',
      password: 'Fresh#Start9',
      confirmNewPassword: 'Fresh#Start9',
    };
    for (let tries = 0; tries < MAX_FAILED_LOGINS; tries++) {
      await expect(changeOwnPassword(actor, attempt, staff.deps)).rejects.toThrow(
        staffMessages.wrongCurrentPassword,
      );
    }
    expect((await staff.users.get(account.email))?.lockedUntil).toBeGreaterThan(0);
    expect(staff.auditStore.entries.map((entry) => entry.action).at(-1)).toBe('auth.lockout');
    expect(await ownRecentSignIns(actor, {}, staff.deps)).toEqual([]);
  });
});
