/**
 * What every audit store must do, run against the in-memory store (memory-audit-store.test.ts) and the
 * DynamoDB adapter (adapters/dynamodb/audit-log.test.ts), so a fake cannot pass a test the real store would
 * fail. The store is given entries as the domain builds them and is asked in the domain's terms; how it keys
 * them is its own business.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../contract/paging';
import {
  buildAuditEntry,
  type AuditEntry,
  type AuditEvent,
  type AuditOutbox,
  type AuditReader,
  type AuditStore,
} from '../../domain/audit/audit-log';
import { INVALID_CURSOR_MESSAGE } from '../../adapters/dynamodb/paging';

export type AuditStoreUnderTest = AuditStore & AuditReader;

const alice = { userId: 'u-a', email: 'alice@brandtokafor.example' };
const bob = { userId: 'u-b', email: 'bob@brandtokafor.example' };
const carol = { userId: 'u-c', email: 'carol@brandtokafor.example' };

const entryAt = (event: AuditEvent, at: string, id?: string) =>
  buildAuditEntry(event, { now: new Date(at), id });

/** Every entry read through the pages of `query`, and how many pages it took. */
async function readAll(store: AuditReader, query: Parameters<AuditReader['list']>[0] = {}) {
  const entries: AuditEntry[] = [];
  let pages = 0;
  let cursor: string | null | undefined;
  do {
    const page = await store.list({ ...query, cursor });
    entries.push(...page.items);
    pages += 1;
    cursor = page.nextCursor;
  } while (cursor);
  return { entries, pages };
}

const newestFirst = (entries: AuditEntry[]) =>
  [...entries].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));

/** `makeStore` is called once, before the first case; the store starts empty. */
export function describeAuditStoreContract(name: string, makeStore: () => AuditStoreUnderTest) {
  describe(`the audit store contract: ${name}`, () => {
    let store: AuditStoreUnderTest;
    const appended: AuditEntry[] = [];
    const disabled = entryAt(
      {
        action: 'staff.disabled',
        actor: alice,
        target: { type: 'user', id: 'u-b', label: bob.email },
        network: '192.0.2.1',
        userAgent: 'Firefox',
        detail: 'disabled',
      },
      '2026-10-20T09:00:00.000Z',
    );
    const twin = entryAt({ action: 'auth.sign-in', actor: carol }, '2026-09-01T08:00:00.000Z', 'twin');

    beforeAll(async () => {
      store = makeStore();
      for (let day = 1; day <= 12; day += 1) {
        const at = `2026-10-${String(day).padStart(2, '0')}T09:00:00.000Z`;
        appended.push(entryAt({ action: 'auth.sign-in', actor: day % 2 ? alice : bob }, at));
      }
      appended.push(
        disabled,
        entryAt(
          { action: 'auth.wrong-password', actor: 'visitor', outcome: 'denied' },
          '2026-10-21T09:00:00.000Z',
        ),
        entryAt({ action: 'consultations.alert-sent', actor: 'system' }, '2026-10-22T09:00:00.000Z'),
        // Two entries of one instant: ordered by id, as a sort key of time and id orders them.
        entryAt({ action: 'auth.sign-in', actor: bob }, '2026-10-25T09:00:00.000Z', 'same-instant-a'),
        entryAt({ action: 'auth.sign-in', actor: bob }, '2026-10-25T09:00:00.000Z', 'same-instant-b'),
        twin,
      );
      for (const entry of appended) await store.append(entry);
      // Appending again what is there (an outbox drained twice) adds nothing and changes nothing.
      await store.append({ ...twin, action: 'staff.enabled' });
    });

    it(`lists every entry newest first, ${PAGE_SIZE} a page, with a cursor to the rest`, async () => {
      const first = await store.list({});
      expect(first.items).toHaveLength(PAGE_SIZE);
      expect(first.items.slice(0, 2).map((entry) => entry.id)).toEqual(['same-instant-b', 'same-instant-a']);
      const { entries, pages } = await readAll(store);
      expect(pages).toBe(2);
      expect(entries.map((entry) => entry.id)).toEqual(newestFirst(appended).map((entry) => entry.id));
    });

    it('gives back each entry exactly as it was appended', async () => {
      const { entries } = await readAll(store);
      expect(entries.find((entry) => entry.id === disabled.id)).toEqual(disabled);
      expect(entries.find((entry) => entry.id === twin.id)).toEqual(twin);
      expect(new Set(entries.map((entry) => entry.actorKind))).toEqual(
        new Set(['staff', 'visitor', 'system']),
      );
    });

    it("reads one person's entries, and the visitors' and the system's", async () => {
      const { entries } = await readAll(store, { actor: { email: bob.email } });
      expect(entries).toHaveLength(8);
      expect(entries.every((entry) => entry.actorEmail === bob.email)).toBe(true);
      expect(entries).toEqual(newestFirst(entries));
      expect((await store.list({ actor: 'visitor' })).items.map((entry) => entry.action)).toEqual([
        'auth.wrong-password',
      ]);
      expect((await store.list({ actor: 'system' })).items.map((entry) => entry.action)).toEqual([
        'consultations.alert-sent',
      ]);
    });

    it("reads one target's entries, and none of a target nobody touched", async () => {
      const target = await store.list({ target: { type: 'user', id: 'u-b' } });
      expect(target.items.map((entry) => entry.id)).toEqual([disabled.id]);
      expect(target.nextCursor ?? null).toBeNull();
      const none = await store.list({ target: { type: 'user', id: 'u-nobody' } });
      expect(none).toEqual({ items: [], nextCursor: null });
    });

    it("reads one action's entries, and one person's entries of one action", async () => {
      const signIns = await readAll(store, { action: 'auth.sign-in' });
      expect(signIns.entries).toHaveLength(15);
      expect(signIns.pages).toBe(2);
      expect(signIns.entries).toEqual(newestFirst(signIns.entries));
      const alicesChanges = await store.list({ actor: { email: alice.email }, action: 'staff.disabled' });
      expect(alicesChanges.items.map((entry) => entry.id)).toEqual([disabled.id]);
      const bobsChanges = await store.list({ actor: { email: bob.email }, action: 'staff.disabled' });
      expect(bobsChanges.items).toEqual([]);
    });

    it('limits a list to a range of days, both inclusive, or to one end', async () => {
      const days = async (query: { from?: string; to?: string }) =>
        (await readAll(store, query)).entries.map((entry) => entry.at.slice(0, 10));
      expect(await days({ from: '2026-10-03', to: '2026-10-05' })).toEqual([
        '2026-10-05',
        '2026-10-04',
        '2026-10-03',
      ]);
      expect(await days({ from: '2026-10-22' })).toEqual(['2026-10-25', '2026-10-25', '2026-10-22']);
      expect(await days({ to: '2026-10-01' })).toEqual(['2026-10-01', '2026-09-01']);
      const alicesDays = await readAll(store, {
        actor: { email: alice.email },
        from: '2026-10-02',
        to: '2026-10-05',
      });
      expect(alicesDays.entries.map((entry) => entry.at.slice(0, 10))).toEqual(['2026-10-05', '2026-10-03']);
    });

    it('answers with at most the page size asked for', async () => {
      const page = await store.list({ action: 'auth.sign-in', limit: 4 });
      expect(page.items).toHaveLength(4);
      expect((await store.list({ action: 'auth.sign-in', limit: 100 })).items).toHaveLength(15);
    });

    it('never overwrites an entry: appending one again keeps the first', async () => {
      const { entries } = await readAll(store, { actor: { email: carol.email } });
      expect(entries.map((entry) => [entry.id, entry.action])).toEqual([['twin', 'auth.sign-in']]);
    });

    it('answers a forged cursor with a clear message', async () => {
      await expect(store.list({ cursor: 'not-a-cursor' })).rejects.toThrow(INVALID_CURSOR_MESSAGE);
    });
  });
}

/**
 * What every audit outbox must do: hold entries, hand them back oldest first as they were, let them go.
 * `makeOutbox` is called once, before the first case; the outbox starts empty.
 */
export function describeAuditOutboxContract(name: string, makeOutbox: () => AuditOutbox) {
  describe(`the audit outbox contract: ${name}`, () => {
    let outbox: AuditOutbox;
    beforeAll(() => {
      outbox = makeOutbox();
    });
    const admin = { userId: 'u-a', email: 'alice@brandtokafor.example' };
    const held = [
      entryAt(
        { action: 'auth.sign-in', actor: admin, network: '192.0.2.9' },
        '2026-10-02T09:00:00.000Z',
        'b',
      ),
      entryAt({ action: 'auth.wrong-password', actor: 'visitor' }, '2026-10-01T09:00:00.000Z'),
      entryAt({ action: 'auth.sign-in', actor: admin }, '2026-10-02T09:00:00.000Z', 'a'),
      entryAt(
        { action: 'staff.disabled', actor: 'system', target: { type: 'user', id: 'u-b' } },
        '2026-10-03T09:00:00.000Z',
      ),
    ];

    it('holds entries and hands them back oldest first, each as it was held, once', async () => {
      for (const entry of held) await outbox.hold(entry);
      await outbox.hold(held[0]!);
      const page = await outbox.waiting();
      expect(page.items).toEqual([held[1], held[2], held[0], held[3]]);
      expect(page.nextCursor ?? null).toBeNull();
      expect(await outbox.count()).toBe(4);
    });

    it('lets a delivered entry go', async () => {
      await outbox.release(held[2]!);
      await outbox.release(held[2]!);
      expect((await outbox.waiting()).items.map((entry) => entry.id)).toEqual([
        held[1]!.id,
        'b',
        held[3]!.id,
      ]);
      expect(await outbox.count()).toBe(3);
    });
  });
}
