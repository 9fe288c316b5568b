/** /account's sessions on in-memory ports: listing, ending one, signing out, everywhere else. */
import { describe, expect, it } from 'vitest';
import { sessionMessages, SESSION_IDLE_SECONDS } from '../../contract/sessions';
import { storedUser } from '../../testing/memory-auth';
import { storedSession } from '../../testing/memory-sessions';
import { memoryStaff } from '../../testing/memory-staff';
import type { StaffActor } from '../auth/callers';
import { signOutEverywhereElse } from './account';
import { endOwnSession, ownSessions, signOut } from './own-sessions';

const START = new Date('2026-05-04T09:00:00Z');
const EMAIL = 'dana@firm.example';

async function setUp() {
  const staff = memoryStaff(START);
  await staff.users.create(storedUser(EMAIL));
  await staff.users.create(storedUser('eve@firm.example'));
  for (const id of ['laptop', 'phone', 'tablet']) {
    await storedSession(staff.deps.sessions, EMAIL, id, START);
  }
  await storedSession(staff.deps.sessions, 'eve@firm.example', 'eve-laptop', START);
  const actor: StaffActor = {
    kind: 'staff',
    user: (await staff.users.get(EMAIL))!,
    sessionId: 'laptop',
    sourceIp: '192.0.2.9',
  };
  return { staff, actor };
}

const actions = async (staff: Awaited<ReturnType<typeof setUp>>['staff']) =>
  (await staff.auditStore.list({})).items.map((entry) => entry.action);

describe("the caller's sessions", () => {
  it('lists only live ones, marking this device', async () => {
    const { staff, actor } = await setUp();
    const listed = await ownSessions(actor, {}, staff.deps);
    expect(listed.map((session) => [session.id, session.current])).toEqual(
      expect.arrayContaining([
        ['laptop', true],
        ['phone', false],
        ['tablet', false],
      ]),
    );
    expect(listed).toHaveLength(3);
    staff.at(SESSION_IDLE_SECONDS + 1);
    expect(await ownSessions(actor, {}, staff.deps)).toEqual([]);
  });

  it("ends one of them, and never another account's", async () => {
    const { staff, actor } = await setUp();
    const left = await endOwnSession(actor, { id: 'phone' }, staff.deps);
    expect(left.map((session) => session.id).sort()).toEqual(['laptop', 'tablet']);
    await expect(endOwnSession(actor, { id: 'phone' }, staff.deps)).rejects.toThrow(
      sessionMessages.alreadyEnded,
    );
    await expect(endOwnSession(actor, { id: 'eve-laptop' }, staff.deps)).rejects.toThrow(
      sessionMessages.alreadyEnded,
    );
    expect(await staff.deps.sessions.get('eve-laptop')).toBeDefined();
    expect(await actions(staff)).toEqual(['auth.session-ended']);
  });

  it('signs out on the server', async () => {
    const { staff, actor } = await setUp();
    expect(await signOut(actor, {}, staff.deps)).toBe(true);
    expect(await staff.deps.sessions.get('laptop')).toBeUndefined();
    expect(await actions(staff)).toEqual(['auth.session-ended']);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const { staff, actor } = await setUp();
    await signOutEverywhereElse(actor, {}, staff.deps);
    expect((await staff.deps.sessions.listOf(EMAIL)).map((session) => session.id)).toEqual(['laptop']);
    expect(await staff.deps.sessions.get('eve-laptop')).toBeDefined();
  });
});
