import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_STAFF_PAGE_SIZE } from '../../contract/consultation-inbox';
import type { StaffActor } from '../auth/callers';
import { storedUser } from '../../testing/memory-auth';
import type { ActiveStaffDirectory } from './ports';
import { listAssignableStaff } from './work-consultation';

const dana: StaffActor = {
  kind: 'staff',
  user: storedUser('dana@firm.example'),
  sourceIp: '192.0.2.1',
  sessionId: 'session-dana',
};

describe('the assignee picker', () => {
  it('gives staff the active directory page by page, names and emails only', async () => {
    const asked: { cursor?: string | null; limit: number }[] = [];
    const directory: ActiveStaffDirectory = {
      async listActive(options) {
        asked.push(options);
        // A directory that returns more than it should: the domain passes on names and emails only.
        const full = { ...storedUser('dana@firm.example'), isAdmin: true };
        return { items: [full], nextCursor: 'next' };
      },
    };
    const page = await listAssignableStaff(dana, { cursor: 'cursor-1' }, { directory });
    expect(page).toEqual({
      items: [{ email: 'dana@firm.example', firstName: 'Dana', lastName: 'Whitfield' }],
      nextCursor: 'next',
    });
    expect(asked).toEqual([{ cursor: 'cursor-1', limit: ASSIGNABLE_STAFF_PAGE_SIZE }]);
  });
});
