import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_STAFF_PAGE_SIZE } from '../../contract/consultation-inbox';
import { authMessages } from '../auth/policy';
import { MemoryUserStore } from '../../testing/memory-auth';
import type { StoredUser } from '../auth/user';
import type { ActiveStaffDirectory } from './inbox';
import { listAssignableStaff } from './work-consultation';

function account(email: string, overrides: Partial<StoredUser> = {}): StoredUser {
  return {
    email,
    _id: email,
    firstName: 'Dana',
    lastName: 'Whitfield',
    passwordHash: 'hash',
    isAdmin: false,
    tokenVersion: 1,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

async function setUp() {
  const users = new MemoryUserStore();
  await users.create(account('dana@firm.example'));
  await users.create(account('off@firm.example', { disabled: true }));
  const asked: { cursor?: string | null; limit: number }[] = [];
  const directory: ActiveStaffDirectory = {
    async listActive(options) {
      asked.push(options);
      // A directory that returns more than it should: the domain passes on names and emails only.
      const full = { ...account('dana@firm.example'), isAdmin: true };
      return { items: [full], nextCursor: 'next' };
    },
  };
  return { users, directory, asked };
}

const session = (email: string) => ({ kind: 'session', email, tokenVersion: 1, isAdmin: false }) as const;

describe('the assignee picker', () => {
  it('gives staff the active directory page by page, names and emails only', async () => {
    const { users, directory, asked } = await setUp();
    const page = await listAssignableStaff(session('dana@firm.example'), 'cursor-1', { users, directory });
    expect(page).toEqual({
      items: [{ email: 'dana@firm.example', firstName: 'Dana', lastName: 'Whitfield' }],
      nextCursor: 'next',
    });
    expect(asked).toEqual([{ cursor: 'cursor-1', limit: ASSIGNABLE_STAFF_PAGE_SIZE }]);
  });

  it.each([
    ['no session', { kind: 'anonymous' } as const],
    ['a first-stage token', { kind: 'mfa', email: 'dana@firm.example', tokenVersion: 1 } as const],
    ['a disabled user', session('off@firm.example')],
    ['an unknown user', session('stranger@example.com')],
    ['an ended session', { ...session('dana@firm.example'), tokenVersion: 0 }],
  ])('refuses %s before reading the directory', async (_, caller) => {
    const { users, directory, asked } = await setUp();
    await expect(listAssignableStaff(caller, null, { users, directory })).rejects.toThrow(
      authMessages.notSignedIn,
    );
    expect(asked).toEqual([]);
  });
});
