/** Step-up: a second-factor check within the last ten minutes, recorded on the session. */
import { describe, expect, it } from 'vitest';
import { STEP_UP_REQUIRED_MESSAGE, STEP_UP_WINDOW_SECONDS } from '../../contract/sessions';
import { storedUser, TestClock } from '../../testing/memory-auth';
import { MemorySessionStore, storedSession } from '../../testing/memory-sessions';
import type { StaffActor } from './callers';
import { recordStepUp, requireRecentStepUp } from './step-up';

const START = new Date('2026-03-02T09:00:00Z');
const EMAIL = 'dana@example.com';

async function setUp() {
  const clock = new TestClock(START);
  const sessions = new MemorySessionStore();
  await storedSession(sessions, EMAIL, 'session-1', START);
  const actor: StaffActor = {
    kind: 'staff',
    user: storedUser(EMAIL),
    sessionId: 'session-1',
    sourceIp: '192.0.2.1',
  };
  return { clock, deps: { now: clock.now, sessions }, actor };
}

const later = (seconds: number) => new Date(START.getTime() + seconds * 1000);

describe('requireRecentStepUp', () => {
  it('lets the sign-in count for ten minutes, then refuses with the distinct message', async () => {
    const { clock, deps, actor } = await setUp();
    clock.set(later(STEP_UP_WINDOW_SECONDS));
    await expect(requireRecentStepUp(actor, deps)).resolves.toBeUndefined();
    clock.set(later(STEP_UP_WINDOW_SECONDS + 1));
    await expect(requireRecentStepUp(actor, deps)).rejects.toThrow(STEP_UP_REQUIRED_MESSAGE);
  });

  it('accepts again after a recorded step-up', async () => {
    const { clock, deps, actor } = await setUp();
    clock.set(later(3600));
    expect(await recordStepUp(deps, 'session-1', 'email-code')).toBe(true);
    await expect(requireRecentStepUp(actor, deps)).resolves.toBeUndefined();
  });

  it("refuses an unknown session, a session that is gone, or another account's session", async () => {
    const { deps, actor } = await setUp();
    await expect(requireRecentStepUp({ ...actor, sessionId: 'unknown' }, deps)).rejects.toThrow(
      STEP_UP_REQUIRED_MESSAGE,
    );
    await expect(
      requireRecentStepUp({ ...actor, user: storedUser('other@example.com') }, deps),
    ).rejects.toThrow(STEP_UP_REQUIRED_MESSAGE);
    await deps.sessions.end('session-1');
    expect(await recordStepUp(deps, 'session-1', 'email-code')).toBe(false);
    await expect(requireRecentStepUp(actor, deps)).rejects.toThrow(STEP_UP_REQUIRED_MESSAGE);
  });
});
