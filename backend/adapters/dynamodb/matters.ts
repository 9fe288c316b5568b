/**
 * Matters in DynamoDB (domain/matters/ports.ts MatterStore): one item per matter under its id; a new matter
 * is put only where none is, and a change only over the version it was made on. Every put writes the keys of
 * the list indexes (tables.ts) from the matter itself, so a changed phase, deadline or verification moves the
 * matter in every list with the same write; the keys are this adapter's, dropped when an item is read.
 *
 * The matter's item carries its limitation deadline's keys; each deadline staff added gets an entry item of
 * its own in the same table (`<matter>#deadline#<id>`), written from the matter after the matter is saved:
 * present with the sparse keys while the deadline is open (deadlines.ts), deleted once it is not. One item per
 * deadline is what lets byDeadline sort every deadline by its date in one Query. The matter stays the truth:
 * every save rewrites all its entries, so a save that failed between the two writes is mended by the next.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../contract/paging';
import {
  deadlineSortKey,
  openLimitation,
  otherDeadlineView,
  isOtherDeadlineOpen,
  type OpenDeadline,
} from '../../domain/matters/deadlines';
import type { MatterFilter, MatterStore } from '../../domain/matters/ports';
import type { MatterRecord } from '../../domain/matters/records';
import { BATCH_WRITE_ITEMS, writeBatch } from './batch-write';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';
import { queryAll, queryPage } from './paging';
import { MATTER_INDEX_KEYS } from './tables';

const TABLE = () => tableName('matters');
/** The one partition of byOpened (every matter) and of byDeadline (every open deadline). */
const ALL_MATTERS = 'matter';
const OPEN_DEADLINE = 'open';

/** A matter as the table holds it: the record and the keys of its indexes. */
interface MatterItem extends MatterRecord {
  listKey: typeof ALL_MATTERS;
  phaseKey: string;
  attorneyKey: string;
  attorneyPhaseKey: string;
  /** `openedAt#id`: newest opened first, and two opened in the same millisecond in a stable order. */
  openedSort: string;
  /** Present only while the deadline is open, so the closed ones leave byDeadline. */
  deadlineKey?: typeof OPEN_DEADLINE;
  /** The responsible attorney, present only while the deadline is open (byAttorneyDeadline, as sparse). */
  attorneyDeadlineKey?: string;
  /** `date#id`, the verified date where verified, else the proposed one. */
  deadlineSort?: string;
}

const attorneyPhase = (attorney: string, phase: string) => `${attorney}#${phase}`;

/** A deadline staff added, as its entry item holds it: the deadline as the lists show it, and the index keys. */
interface DeadlineEntryItem extends OpenDeadline {
  id: string;
  entry: typeof DEADLINE_ENTRY;
  deadlineKey: typeof OPEN_DEADLINE;
  attorneyDeadlineKey: string;
  deadlineSort: string;
}

/** Marks an entry item, so it is never read as a matter. */
const DEADLINE_ENTRY = 'deadline';

const entryId = (matterId: string, deadlineId: string) => `${matterId}#deadline#${deadlineId}`;

function entryOf(deadline: OpenDeadline): DeadlineEntryItem {
  return {
    ...deadline,
    id: entryId(deadline.matterId, deadline.deadlineId),
    entry: DEADLINE_ENTRY,
    deadlineKey: OPEN_DEADLINE,
    attorneyDeadlineKey: deadline.responsibleAttorney,
    deadlineSort: deadlineSortKey(deadline),
  };
}

/** Puts the entry of every open deadline `matter` added, and deletes the rest's (and those `previous` had). */
async function writeEntries(matter: MatterRecord, previous?: MatterRecord): Promise<void> {
  const requests: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  for (const deadline of matter.deadlines ?? []) {
    seen.add(deadline.id);
    requests.push(
      isOtherDeadlineOpen(deadline, matter)
        ? { PutRequest: { Item: entryOf(otherDeadlineView(matter, deadline)) } }
        : { DeleteRequest: { Key: { id: entryId(matter.id, deadline.id) } } },
    );
  }
  for (const deadline of previous?.deadlines ?? []) {
    if (!seen.has(deadline.id))
      requests.push({ DeleteRequest: { Key: { id: entryId(matter.id, deadline.id) } } });
  }
  for (let start = 0; start < requests.length; start += BATCH_WRITE_ITEMS)
    await writeBatch(TABLE(), requests.slice(start, start + BATCH_WRITE_ITEMS));
}

function itemOf(matter: MatterRecord): MatterItem {
  const limitation = openLimitation(matter);
  return {
    ...matter,
    listKey: ALL_MATTERS,
    phaseKey: matter.phase,
    attorneyKey: matter.responsibleAttorney,
    attorneyPhaseKey: attorneyPhase(matter.responsibleAttorney, matter.phase),
    openedSort: `${matter.openedAt}#${matter.id}`,
    ...(limitation
      ? {
          deadlineKey: OPEN_DEADLINE,
          attorneyDeadlineKey: matter.responsibleAttorney,
          deadlineSort: deadlineSortKey(limitation),
        }
      : {}),
  };
}

function matterOf(item: Record<string, unknown>): MatterRecord {
  const {
    listKey: _list,
    phaseKey: _phase,
    attorneyKey: _attorney,
    attorneyPhaseKey: _attorneyPhase,
    openedSort: _opened,
    deadlineKey: _deadline,
    attorneyDeadlineKey: _attorneyDeadline,
    deadlineSort: _deadlineSort,
    ...matter
  } = item as unknown as MatterItem;
  return matter;
}

/** The index and partition that list exactly the matters `filter` asks for. */
function listIndex({ phase, responsibleAttorney }: MatterFilter): {
  indexName: keyof typeof MATTER_INDEX_KEYS;
  key: string;
} {
  if (phase && responsibleAttorney)
    return { indexName: 'byAttorneyPhase', key: attorneyPhase(responsibleAttorney, phase) };
  if (phase) return { indexName: 'byPhase', key: phase };
  if (responsibleAttorney) return { indexName: 'byAttorney', key: responsibleAttorney };
  return { indexName: 'byOpened', key: ALL_MATTERS };
}

async function matterPage(
  input: Parameters<typeof queryPage>[0],
  options: { cursor?: string | null; limit: number },
): Promise<Page<MatterRecord>> {
  const page = await queryPage<Record<string, unknown>>(input, options);
  return { items: page.items.map(matterOf), nextCursor: page.nextCursor };
}

/** An item of byDeadline as the open deadline it lists: a matter's limitation deadline, or an entry's. */
function deadlineOf(item: Record<string, unknown>): OpenDeadline {
  if (item.entry === DEADLINE_ENTRY) {
    const {
      id: _id,
      entry: _entry,
      deadlineKey: _deadline,
      attorneyDeadlineKey: _attorney,
      deadlineSort: _sort,
      ...deadline
    } = item as unknown as DeadlineEntryItem;
    return deadline;
  }
  const limitation = openLimitation(matterOf(item));
  if (!limitation) throw new Error('A matter in byDeadline has no open limitation deadline');
  return limitation;
}

async function deadlinePage(
  input: Parameters<typeof queryPage>[0],
  options: { cursor?: string | null; limit: number },
): Promise<Page<OpenDeadline>> {
  const page = await queryPage<Record<string, unknown>>(input, options);
  return { items: page.items.map(deadlineOf), nextCursor: page.nextCursor };
}

export const matterStore: MatterStore = {
  async get(id) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: TABLE(), Key: { id }, ConsistentRead: true }),
    );
    return Item && Item.entry !== DEADLINE_ENTRY ? matterOf(Item) : undefined;
  },

  async create(matter) {
    const created = await conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: itemOf(matter),
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      ),
    );
    if (created) await writeEntries(matter);
    return created;
  },

  async update(matter, previous) {
    const updated = await conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: itemOf(matter),
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': previous.version },
        }),
      ),
    );
    if (updated) await writeEntries(matter, previous);
    return updated;
  },

  list(filter, page) {
    const { indexName, key } = listIndex(filter);
    return matterPage(
      {
        TableName: TABLE(),
        IndexName: indexName,
        KeyConditionExpression: '#key = :key',
        ExpressionAttributeNames: { '#key': MATTER_INDEX_KEYS[indexName] },
        ExpressionAttributeValues: { ':key': key },
        ScanIndexForward: false,
      },
      page,
    );
  },

  openDeadlines(page) {
    return deadlinePage(
      {
        TableName: TABLE(),
        IndexName: 'byDeadline',
        KeyConditionExpression: 'deadlineKey = :open',
        ExpressionAttributeValues: { ':open': OPEN_DEADLINE },
      },
      page,
    );
  },

  /** Follows the index past a page: `limit` matters (each with its proposal's steps) can pass 1 MB. */
  async openDeadlinesOf(responsibleAttorney, limit) {
    const open = queryAll<Record<string, unknown>>({
      TableName: TABLE(),
      IndexName: 'byAttorneyDeadline',
      KeyConditionExpression: 'attorneyDeadlineKey = :attorney',
      ExpressionAttributeValues: { ':attorney': responsibleAttorney },
      Limit: limit,
    });
    const deadlines: OpenDeadline[] = [];
    for await (const item of open) {
      deadlines.push(deadlineOf(item));
      if (deadlines.length >= limit) break;
    }
    return deadlines;
  },

  openDeadlinesBefore(date, page) {
    return deadlinePage(
      {
        TableName: TABLE(),
        IndexName: 'byDeadline',
        // `date#id` sorts after `date` itself, so every deadline on an earlier day, and none on `date`, is below it.
        KeyConditionExpression: 'deadlineKey = :open AND deadlineSort < :before',
        ExpressionAttributeValues: { ':open': OPEN_DEADLINE, ':before': date },
      },
      page,
    );
  },
};
