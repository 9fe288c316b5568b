/**
 * What every store of consultation requests must do for the form (ConsultationStore) and the staff inbox
 * (InboxStore), run against the in-memory store (memory-inbox-store.test.ts) and the DynamoDB adapters
 * (adapters/dynamodb/consultation-inbox.test.ts), so a fake cannot pass a test the real store would fail.
 * Requests are built by the domain's own `newConsultationRecord`; which index answers a view is the store's
 * business.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../contract/paging';
import {
  newConsultationRecord,
  type ConsultationRecord,
} from '../../domain/consultations/consultation-record';
import type { ConsultationStore, InboxStore, InboxView } from '../../domain/consultations/ports';
import { INVALID_CURSOR_MESSAGE } from '../../adapters/dynamodb/paging';

export type ConsultationStoreUnderTest = ConsultationStore & InboxStore;

/** Request number `n`, `n` minutes after 9:00 on 1 October 2026. */
function requestAt(
  n: number,
  details: { lastName?: string; email?: string; phone?: string; spam?: boolean } = {},
): ConsultationRecord {
  return newConsultationRecord(
    {
      firstName: 'Ana',
      lastName: details.lastName ?? `Person ${n}`,
      email: details.email ?? `person-${n}@example.com`,
      phone: details.phone ?? `(206) 555-${String(1000 + n)}`,
      typeOfClient: 'Yes, I am a potential new client',
      language: 'en' as const,
      message: `Request ${n}`,
    },
    {
      idempotencyKey: `contract-${n}`,
      spam: details.spam ?? false,
      now: new Date(Date.UTC(2026, 9, 1, 9, n)),
    },
  );
}

const ids = (records: ConsultationRecord[]) => records.map((record) => record._id);
const newestFirst = (records: ConsultationRecord[]) =>
  [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

async function readAll(store: InboxStore, view: InboxView) {
  const records: ConsultationRecord[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await store.list(view, cursor);
    records.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return records;
}

/** `makeStore` is called once, before the first case; the store starts empty. */
export function describeInboxStoreContract(name: string, makeStore: () => ConsultationStoreUnderTest) {
  describe(`the consultation and inbox store contract: ${name}`, () => {
    let store: ConsultationStoreUnderTest;
    const plain = Array.from({ length: 10 }, (_, index) => requestAt(index + 1));
    const lopez = requestAt(11, {
      lastName: 'de  la Lopez',
      email: 'Ana.Lopez@Example.com ',
      phone: '206.555.0199',
    });
    const spam = requestAt(12, { lastName: 'Lopez', email: 'ana.lopez@example.com', spam: true });
    const all = [...plain, lopez, spam];
    const assignee = 'ben@brandtokafor.example';

    beforeAll(async () => {
      store = makeStore();
      for (const record of all) expect(await store.createIfAbsent(record)).toBe(true);
      expect(await store.update(plain[2]!._id, 1, { assigneeEmail: assignee, leadStatus: 'contacted' })).toBe(
        true,
      );
    });

    it('stores a request once, gives it back as it was stored, and counts it once', async () => {
      expect(await store.find(lopez._id)).toEqual(lopez);
      expect(await store.find('nobody')).toBeUndefined();
      const before = await store.counts();
      expect(await store.createIfAbsent({ ...lopez, message: 'again' })).toBe(false);
      expect((await store.find(lopez._id))?.message).toBe(lopez.message);
      expect(await store.counts()).toEqual(before);
    });

    it(`lists every request but spam newest first, ${PAGE_SIZE} a page, with a cursor to the rest`, async () => {
      const first = await store.list({}, null);
      expect(first.items).toHaveLength(PAGE_SIZE);
      const listed = await readAll(store, {});
      expect(ids(listed)).toEqual(ids(newestFirst([...plain, lopez])));
      expect(listed.find((record) => record._id === lopez._id)).toEqual(lopez);
      const everything: ConsultationRecord[] = [];
      for await (const record of store.listAll({})) everything.push(record);
      expect(ids(everything)).toEqual(ids(listed));
    });

    it('lists by lead status, spam only when asked for', async () => {
      expect(ids(await readAll(store, { status: 'spam' }))).toEqual([spam._id]);
      expect(ids(await readAll(store, { status: 'contacted' }))).toEqual([plain[2]!._id]);
      const fresh = await readAll(store, { status: 'new' });
      expect(fresh).toHaveLength(10);
      expect(ids(fresh)).toEqual(ids(newestFirst(fresh)));
    });

    it("lists one person's requests, and by status among them", async () => {
      expect(ids(await readAll(store, { assigneeEmail: assignee }))).toEqual([plain[2]!._id]);
      expect(await readAll(store, { assigneeEmail: assignee, status: 'new' })).toEqual([]);
    });

    it('finds requests by email, phone digits or last name as compared, leaving spam out unless asked', async () => {
      const search = (by: 'email' | 'phone' | 'name', term: string, status?: 'spam') =>
        readAll(store, { search: { by, term }, status }).then(ids);
      expect(await search('email', 'ana.lopez@example.com')).toEqual([lopez._id]);
      expect(await search('email', 'ana.lopez@example.com', 'spam')).toEqual([spam._id]);
      expect(await search('phone', '2065550199')).toEqual([lopez._id]);
      expect(await search('name', 'de la lopez')).toEqual([lopez._id]);
      expect(await search('name', 'lopez')).toEqual([]);
    });

    it('lists no request under a notice a person must look at while every notice waits its turn', async () => {
      expect(await readAll(store, { notice: 'sending' })).toEqual([]);
      expect(await readAll(store, { notice: 'failed' })).toEqual([]);
      expect(await store.noticeAttention()).toEqual({ failed: 0, sending: 0 });
    });

    it('finds the newest request since a time by email, else by phone', async () => {
      const since = plain[0]!.createdAt;
      expect(
        (await store.findRecentByContact({ email: 'ANA.LOPEZ@example.com', phone: '' }, since))?._id,
      ).toBe(spam._id);
      expect(
        (await store.findRecentByContact({ email: 'x@example.com', phone: '(206) 555-1004' }, since))?._id,
      ).toBe(plain[3]!._id);
      expect(await store.findRecentByContact({ email: 'x@example.com', phone: '' }, since)).toBeUndefined();
      expect(
        await store.findRecentByContact({ email: 'person-1@example.com', phone: '' }, plain[1]!.createdAt),
      ).toBeUndefined();
    });

    it('changes a request only at the version a person saw, and clears what is set to null', async () => {
      const record = plain[5]!;
      expect(await store.update(record._id, 2, { leadStatus: 'contacted' })).toBe(false);
      expect(await store.update(record._id, 1, { assigneeEmail: assignee, followUpOn: '2026-10-09' })).toBe(
        true,
      );
      expect(await store.update(record._id, 2, { assigneeEmail: null, followUpOn: '2026-10-10' })).toBe(true);
      const changed = await store.find(record._id);
      expect(changed).toEqual({ ...record, followUpOn: '2026-10-10', version: 3 });
      expect(await store.update('nobody', 1, { leadStatus: 'contacted' })).toBe(false);
    });

    it('answers a forged cursor with a clear message', async () => {
      await expect(store.list({}, 'not-a-cursor')).rejects.toThrow(INVALID_CURSOR_MESSAGE);
    });
  });
}
