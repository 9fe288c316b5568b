/**
 * What every matter store must do, run against the in-memory store (memory-matter-store.test.ts) and the
 * DynamoDB adapter (adapters/dynamodb/matters.test.ts), so a fake cannot pass a test the real store would
 * fail. The store is given matters as the domain keeps them and asked in the domain's terms; how it keys
 * them is its own business.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatterPhase } from '../../contract/matters';
import type { Page } from '../../contract/paging';
import { INVALID_CURSOR_MESSAGE } from '../../adapters/dynamodb/paging';
import { LIMITATION_DEADLINE_ID } from '../../contract/matters';
import { openLimitation, type OpenDeadline } from '../../domain/matters/deadlines';
import { proposeLimitationDeadline } from '../../domain/matters/limitations';
import type { MatterFilter, MatterStore } from '../../domain/matters/ports';
import type { MatterRecord, OtherDeadline } from '../../domain/matters/records';

const ELEANOR = 'eleanor@brandtokafor.example';
const MARCUS = 'marcus@brandtokafor.example';

/** A matter opened at `openedAt`; its proposed deadline is three years after `incidentDate`. */
function matterOf(
  id: string,
  openedAt: string,
  phase: MatterPhase,
  responsibleAttorney: string,
  incidentDate: string,
): MatterRecord {
  const facts = {
    incidentDate,
    clientBirthDate: '1980-01-01',
    defendantKind: 'private' as const,
    claimPresentedOn: null,
  };
  return {
    id,
    clientName: `Client ${id}`,
    claimType: 'Car crash',
    phase,
    responsibleAttorney,
    facts,
    limitation: proposeLimitationDeadline(facts),
    openedAt,
    openedBy: 'pat@brandtokafor.example',
    version: 1,
  };
}

// Opened one a day, except m07 and m08 in the same millisecond (the later id lists first). Deadlines are
// three years after the incident: m01 and m07 share one (the earlier id lists first); m03, m05 and m09 are
// past suit (litigation, closed, settlement), so their deadlines are not open.
const MATTERS = [
  matterOf('m01', '2026-01-01T09:00:00.000Z', 'intake', ELEANOR, '2025-03-01'),
  matterOf('m02', '2026-01-02T09:00:00.000Z', 'demand', MARCUS, '2025-01-15'),
  matterOf('m03', '2026-01-03T09:00:00.000Z', 'litigation', ELEANOR, '2024-12-01'),
  matterOf('m04', '2026-01-04T09:00:00.000Z', 'intake', MARCUS, '2025-05-20'),
  matterOf('m05', '2026-01-05T09:00:00.000Z', 'closed', ELEANOR, '2024-06-01'),
  matterOf('m06', '2026-01-06T09:00:00.000Z', 'negotiation', ELEANOR, '2025-02-10'),
  matterOf('m07', '2026-01-07T09:00:00.000Z', 'intake', ELEANOR, '2025-03-01'),
  matterOf('m08', '2026-01-07T09:00:00.000Z', 'treatment', MARCUS, '2024-11-30'),
  matterOf('m09', '2026-01-08T09:00:00.000Z', 'settlement', MARCUS, '2025-04-01'),
  matterOf('m10', '2026-01-09T09:00:00.000Z', 'intake', ELEANOR, '2025-06-30'),
];

type Lister = (page: { cursor?: string | null; limit: number }) => Promise<Page<MatterRecord | OpenDeadline>>;

/** A matter by its id, a deadline by its matter's (`m01`) and, for one staff added, its own (`m01#d1`). */
const idOf = (item: MatterRecord | OpenDeadline) =>
  'matterId' in item
    ? item.deadlineId === LIMITATION_DEADLINE_ID
      ? item.matterId
      : `${item.matterId}#${item.deadlineId}`
    : item.id;

/** The ids of every page of a list, `limit` a page, one array per page. */
async function pagesOf(list: Lister, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null | undefined;
  do {
    const page = await list({ cursor, limit });
    pages.push(page.items.map(idOf));
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

/** `makeStore` is called once, before the first case; the store starts empty. */
export function describeMatterStoreContract(name: string, makeStore: () => MatterStore) {
  describe(`the matter store contract: ${name}`, () => {
    let store: MatterStore;
    const listed = async (filter: MatterFilter, limit = 25) =>
      (await pagesOf((page) => store.list(filter, page), limit)).flat();
    const deadlines = async (limit = 25) =>
      (await pagesOf((page) => store.openDeadlines(page), limit)).flat();
    const deadlinesOf = async (attorney: string, limit = 25) =>
      (await store.openDeadlinesOf(attorney, limit)).map(idOf);

    beforeAll(async () => {
      store = makeStore();
      for (const matter of MATTERS) expect(await store.create(matter)).toBe(true);
    });

    it('gives back a matter exactly as it was created, and nothing for an unknown id', async () => {
      expect(await store.get('m02')).toEqual(MATTERS[1]);
      expect(await store.get('nobody')).toBeUndefined();
    });

    it('lists every matter newest opened first, a page at a time, the cursor leading to the rest', async () => {
      expect(await pagesOf((page) => store.list({}, page), 3)).toEqual([
        ['m10', 'm09', 'm08'],
        ['m07', 'm06', 'm05'],
        ['m04', 'm03', 'm02'],
        ['m01'],
      ]);
    });

    it('lists one phase', async () => {
      expect(await listed({ phase: 'intake' })).toEqual(['m10', 'm07', 'm04', 'm01']);
      expect(await listed({ phase: 'records-and-bills' })).toEqual([]);
    });

    it('lists one responsible attorney’s matters, paged', async () => {
      expect(await pagesOf((page) => store.list({ responsibleAttorney: ELEANOR }, page), 4)).toEqual([
        ['m10', 'm07', 'm06', 'm05'],
        ['m03', 'm01'],
      ]);
      expect(await listed({ responsibleAttorney: MARCUS })).toEqual(['m09', 'm08', 'm04', 'm02']);
    });

    it('lists one attorney’s matters in one phase, paged', async () => {
      expect(
        await pagesOf((page) => store.list({ phase: 'intake', responsibleAttorney: ELEANOR }, page), 2),
      ).toEqual([['m10', 'm07'], ['m01']]);
      expect(await listed({ phase: 'intake', responsibleAttorney: MARCUS })).toEqual(['m04']);
      expect(await listed({ phase: 'settlement', responsibleAttorney: ELEANOR })).toEqual([]);
    });

    it('lists the open deadlines earliest first, a page at a time, and none past suit', async () => {
      expect(await pagesOf((page) => store.openDeadlines(page), 3)).toEqual([
        ['m08', 'm02', 'm06'],
        ['m01', 'm07', 'm04'],
        ['m10'],
      ]);
    });

    it('lists one attorney’s open deadlines earliest first, at most `limit`, none past suit or of another', async () => {
      expect(await deadlinesOf(ELEANOR)).toEqual(['m06', 'm01', 'm07', 'm10']);
      expect(await deadlinesOf(MARCUS)).toEqual(['m08', 'm02', 'm04']);
      expect(await deadlinesOf(ELEANOR, 2)).toEqual(['m06', 'm01']);
      expect(await deadlinesOf('nobody@brandtokafor.example')).toEqual([]);
      expect(await store.openDeadlinesOf(MARCUS, 1)).toEqual([openLimitation(MATTERS[7]!)]);
    });

    it('lists the open deadlines before a date, earliest first, paged, none on the date and none past suit', async () => {
      // m03's deadline (2027-12-01) is before both dates, but it is in litigation.
      expect(await pagesOf((page) => store.openDeadlinesBefore('2028-03-01', page), 2)).toEqual([
        ['m08', 'm02'],
        ['m06'],
      ]);
      expect(await pagesOf((page) => store.openDeadlinesBefore('2028-03-02', page), 2)).toEqual([
        ['m08', 'm02'],
        ['m06', 'm01'],
        ['m07'],
      ]);
      expect(await pagesOf((page) => store.openDeadlinesBefore('2027-11-30', page), 2)).toEqual([[]]);
    });

    it('refuses a stale change and a second matter under one id, and keeps the first', async () => {
      expect(
        await store.update({ ...MATTERS[1]!, phase: 'closed', version: 8 }, { ...MATTERS[1]!, version: 7 }),
      ).toBe(false);
      expect(await store.create({ ...MATTERS[1]!, clientName: 'Someone else' })).toBe(false);
      expect(await store.get('m02')).toEqual(MATTERS[1]);
    });

    it('moves a closed matter out of the deadlines and into its new phase’s lists', async () => {
      const m06 = MATTERS[5]!;
      expect(await store.update({ ...m06, phase: 'closed', version: 2 }, m06)).toBe(true);
      expect(await deadlines()).toEqual(['m08', 'm02', 'm01', 'm07', 'm04', 'm10']);
      expect(await deadlinesOf(ELEANOR)).toEqual(['m01', 'm07', 'm10']);
      expect(await listed({ phase: 'negotiation' })).toEqual([]);
      expect(await listed({ phase: 'closed' })).toEqual(['m06', 'm05']);
      expect(await listed({ phase: 'closed', responsibleAttorney: ELEANOR })).toEqual(['m06', 'm05']);
      expect((await store.get('m06'))?.phase).toBe('closed');
    });

    it('puts a reopened matter’s deadline back', async () => {
      const m05 = MATTERS[4]!;
      expect(await store.update({ ...m05, phase: 'intake', version: 2 }, m05)).toBe(true);
      expect((await deadlines())[0]).toBe('m05');
      expect(await deadlinesOf(ELEANOR)).toEqual(['m05', 'm01', 'm07', 'm10']);
      expect(await listed({ phase: 'intake', responsibleAttorney: ELEANOR })).toEqual([
        'm10',
        'm07',
        'm05',
        'm01',
      ]);
    });

    it('lists a verified deadline by the date the lawyer set, not the proposed one', async () => {
      const m10 = MATTERS[9]!;
      const verification = {
        date: '2027-12-31',
        proposedDate: m10.limitation.date,
        by: ELEANOR,
        at: '2026-02-01T09:00:00.000Z',
        note: 'Filed early: a witness is moving abroad.',
      };
      expect(await store.update({ ...m10, verification, version: 2 }, m10)).toBe(true);
      expect(await deadlines(4)).toEqual(['m05', 'm08', 'm10', 'm02', 'm01', 'm07', 'm04']);
      const page = await store.openDeadlines({ limit: 3 });
      expect(page.items[2]).toEqual(openLimitation({ ...m10, verification, version: 2 }));
      expect(await deadlinesOf(ELEANOR)).toEqual(['m05', 'm10', 'm01', 'm07']);
    });

    it('moves an open deadline to the attorney the matter passes to', async () => {
      const m04 = MATTERS[3]!;
      expect(await store.update({ ...m04, responsibleAttorney: ELEANOR, version: 2 }, m04)).toBe(true);
      expect(await deadlinesOf(MARCUS)).toEqual(['m08', 'm02']);
      expect(await deadlinesOf(ELEANOR)).toEqual(['m05', 'm10', 'm01', 'm07', 'm04']);
    });

    it('lists the deadlines staff added by date among the limitation deadlines, and drops the completed, the removed and a closed matter’s', async () => {
      // m02 (Marcus, demand, limitation 2028-01-15) gets three: d1 before every limitation, d2 between, d3 complete.
      const m02 = (await store.get('m02'))!;
      const added = (id: string, date: string, changes: Partial<OtherDeadline> = {}): OtherDeadline => ({
        id,
        kind: 'trial',
        title: `Trial ${id}`,
        date,
        addedBy: ELEANOR,
        addedAt: '2026-02-01T09:00:00.000Z',
        revision: 1,
        ...changes,
      });
      const withDeadlines = {
        ...m02,
        deadlines: [
          added('d1', '2027-06-01'),
          added('d2', '2028-01-15'),
          added('d3', '2027-01-01', { completedAt: '2026-03-01T09:00:00.000Z', completedBy: ELEANOR }),
        ],
        version: m02.version + 1,
      };
      expect(await store.update(withDeadlines, m02)).toBe(true);
      expect(await store.get('m02')).toEqual(withDeadlines);
      expect(await deadlines(4)).toEqual([
        'm02#d1',
        'm05',
        'm08',
        'm10',
        'm02',
        'm02#d2',
        'm01',
        'm07',
        'm04',
      ]);
      const [first] = (await store.openDeadlines({ limit: 1 })).items;
      expect(first).toMatchObject({
        matterId: 'm02',
        deadlineId: 'd1',
        kind: 'trial',
        title: 'Trial d1',
        date: '2027-06-01',
        clientName: 'Client m02',
        responsibleAttorney: MARCUS,
        verified: true,
        acknowledged: false,
        sequence: 1,
      });
      expect(await deadlinesOf(MARCUS)).toEqual(['m02#d1', 'm08', 'm02', 'm02#d2']);
      expect(await pagesOf((page) => store.openDeadlinesBefore('2028-01-01', page), 5)).toEqual([
        ['m02#d1', 'm05', 'm08', 'm10'],
      ]);

      const lessOne = {
        ...withDeadlines,
        deadlines: [withDeadlines.deadlines[1]!],
        version: withDeadlines.version + 1,
      };
      expect(await store.update(lessOne, withDeadlines)).toBe(true);
      expect(await deadlinesOf(MARCUS)).toEqual(['m08', 'm02', 'm02#d2']);

      const closed = { ...lessOne, phase: 'closed' as const, version: lessOne.version + 1 };
      expect(await store.update(closed, lessOne)).toBe(true);
      expect(await deadlinesOf(MARCUS)).toEqual(['m08']);
      const reopened = { ...closed, phase: 'demand' as const, version: closed.version + 1 };
      expect(await store.update(reopened, closed)).toBe(true);
      expect(await deadlinesOf(MARCUS)).toEqual(['m08', 'm02', 'm02#d2']);
      expect(await store.get('m02#deadline#d2')).toBeUndefined();
    });

    it('answers a forged cursor with a clear message', async () => {
      await expect(store.list({}, { cursor: 'not-a-cursor', limit: 3 })).rejects.toThrow(
        INVALID_CURSOR_MESSAGE,
      );
      await expect(store.openDeadlines({ cursor: 'not-a-cursor', limit: 3 })).rejects.toThrow(
        INVALID_CURSOR_MESSAGE,
      );
      await expect(
        store.openDeadlinesBefore('2030-01-01', { cursor: 'not-a-cursor', limit: 3 }),
      ).rejects.toThrow(INVALID_CURSOR_MESSAGE);
    });
  });
}
