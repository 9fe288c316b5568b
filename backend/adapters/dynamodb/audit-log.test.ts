/** The audit store against dynalite: append-only, newest first per index, paged with an opaque cursor. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/use-test-stack';
import { buildAuditEntry, type AuditEvent } from '../../domain/audit/audit-log';
import { auditStore, listAuditEntries } from './audit-log';
import { INVALID_CURSOR_MESSAGE, queryStats } from './paging';
import { productClock } from '../clock';

// The adapters reach the local stack through the endpoints it sets in this process.
useTestStack();
const alice = { userId: 'u-a', email: 'alice@brandtokafor.example' };
const bob = { userId: 'u-b', email: 'bob@brandtokafor.example' };

async function append(event: AuditEvent, at: string) {
  await auditStore.append(buildAuditEntry(event, { now: new Date(at) }));
}

beforeAll(async () => {
  for (let day = 1; day <= 12; day += 1) {
    const at = `2026-10-${String(day).padStart(2, '0')}T09:00:00.000Z`;
    await append({ action: 'auth.sign-in', actor: day % 2 ? alice : bob }, at);
  }
  await append(
    { action: 'staff.disabled', actor: alice, target: { type: 'user', id: 'u-b', label: bob.email } },
    '2026-10-20T09:00:00.000Z',
  );
}, 60_000);

describe('the audit store', () => {
  it('lists every entry newest first, 10 a page, with a cursor to the rest', async () => {
    const first = await listAuditEntries({});
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.action).toBe('staff.disabled');
    expect(first.items.map((entry) => entry.at)).toEqual(
      [...first.items.map((entry) => entry.at)].sort().reverse(),
    );
    const second = await listAuditEntries({ cursor: first.nextCursor });
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
  });

  it("reads one actor's, one target's and one action's entries from their indexes", async () => {
    expect((await listAuditEntries({ actorKey: bob.email })).items).toHaveLength(6);
    const target = await listAuditEntries({ targetKey: 'user#u-b' });
    expect(target.items.map((entry) => entry.action)).toEqual(['staff.disabled']);
    expect((await listAuditEntries({ action: 'auth.sign-in' })).items).toHaveLength(10);
    const filtered = await listAuditEntries({ actorKey: alice.email, filterAction: 'staff.disabled' });
    expect(filtered.items).toHaveLength(1);
  });

  it('limits a list to a date range, both days inclusive', async () => {
    const range = await listAuditEntries({ from: '2026-10-03', to: '2026-10-05' });
    expect(range.items.map((entry) => entry.at.slice(0, 10))).toEqual([
      '2026-10-05',
      '2026-10-04',
      '2026-10-03',
    ]);
  });

  it('never overwrites an entry; appending one again (a drained outbox) is no error', async () => {
    const entry = buildAuditEntry({ action: 'auth.sign-in', actor: alice }, { now: productClock() });
    await auditStore.append(entry);
    await auditStore.append({ ...entry, action: 'staff.enabled' });
    const stored = await listAuditEntries({ targetKey: undefined, actorKey: alice.email, limit: 100 });
    expect(stored.items.find((item) => item.id === entry.id)?.action).toBe('auth.sign-in');
  });

  it('answers a forged cursor with a clear message', async () => {
    await expect(listAuditEntries({ cursor: 'not-a-cursor' })).rejects.toThrow(INVALID_CURSOR_MESSAGE);
  });

  it('reads one page with one DynamoDB call', async () => {
    const before = queryStats.calls;
    await listAuditEntries({});
    expect(queryStats.calls - before).toBe(1);
  });
});
