/**
 * The one caller check, on in-memory users: each requirement the registry can declare, against every kind
 * of caller that must not pass it. The refusal walk (handlers/graphql/refusals.test.ts) proves the same
 * through AppSync for every registered operation.
 */
import { describe, expect, it } from 'vitest';
import { checkedActor, type CallerRequirement } from './callers';
import { MemoryUserStore, storedUser } from '../../testing/memory-auth';
import { authMessages } from './policy';
import type { Caller } from './user';

const CLIENT = { sourceIp: '192.0.2.30', userAgent: 'Vitest' };

async function users() {
  const store = new MemoryUserStore();
  await store.create(storedUser('staff@firm.example'));
  await store.create(storedUser('admin@firm.example', { isAdmin: true }));
  await store.create(storedUser('off@firm.example', { disabled: true, isAdmin: true }));
  return store;
}

const session = (email: string, tokenVersion = 1): Caller => ({
  kind: 'session',
  email,
  tokenVersion,
  isAdmin: true,
  sessionId: 'session-1',
});
const firstStage = (email: string): Caller => ({ kind: 'mfa', email, tokenVersion: 1 });

describe('checkedActor', () => {
  it('hands an open operation a visitor: the client and nobody', async () => {
    const actor = await checkedActor('anyone', session('staff@firm.example'), CLIENT, await users());
    expect(actor).toEqual({ kind: 'visitor', ...CLIENT });
  });

  it.each<[CallerRequirement, Caller, string]>([
    ['first-stage', firstStage('staff@firm.example'), 'first-stage'],
    ['staff', session('staff@firm.example'), 'staff'],
    ['staff', session('admin@firm.example'), 'staff'],
    ['admin', session('admin@firm.example'), 'staff'],
  ])('passes %s to the stored user behind %o', async (requirement, caller, kind) => {
    const actor = await checkedActor(requirement, caller, CLIENT, await users());
    expect(actor).toMatchObject({ kind, ...CLIENT, user: { email: 'email' in caller && caller.email } });
  });

  const refusals: [CallerRequirement, string, Caller, string][] = [
    ['first-stage', 'no token', { kind: 'anonymous' }, authMessages.signInAgain],
    ['first-stage', 'a session', session('staff@firm.example'), authMessages.signInAgain],
    ['first-stage', 'a disabled user', firstStage('off@firm.example'), authMessages.signInAgain],
    ['staff', 'no token', { kind: 'anonymous' }, authMessages.notSignedIn],
    ['staff', 'a first-stage token', firstStage('staff@firm.example'), authMessages.notSignedIn],
    ['staff', 'a user who does not exist', session('stranger@example.com'), authMessages.notSignedIn],
    ['staff', 'a disabled user', session('off@firm.example'), authMessages.notSignedIn],
    ['staff', 'an ended session', session('staff@firm.example', 0), authMessages.notSignedIn],
    ['admin', 'no token', { kind: 'anonymous' }, authMessages.notSignedIn],
    ['admin', 'a first-stage token', firstStage('admin@firm.example'), authMessages.notSignedIn],
    ['admin', 'a disabled administrator', session('off@firm.example'), authMessages.notSignedIn],
    ['admin', 'an ended session', session('admin@firm.example', 2), authMessages.notSignedIn],
    // The token claims isAdmin; the stored record says otherwise, and the record decides.
    ['admin', 'a non-administrator', session('staff@firm.example'), authMessages.adminOnly],
  ];
  it.each(refusals)('refuses %s to %s', async (requirement, _, caller, message) => {
    await expect(checkedActor(requirement, caller, CLIENT, await users())).rejects.toThrow(message);
  });
});
