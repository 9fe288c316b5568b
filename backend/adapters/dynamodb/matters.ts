/**
 * Matters in DynamoDB (domain/matters/ports.ts MatterStore): one item per matter under its id; a new matter
 * is put only where none is, and a change only over the version it was made on. Every put writes the keys of
 * the list indexes (tables.ts) from the matter itself, so a changed phase, deadline or verification moves the
 * matter in every list with the same write; the keys are this adapter's, dropped when an item is read.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../contract/paging';
import { isDeadlineOpen, limitationDeadline } from '../../domain/matters/deadlines';
import type { MatterFilter, MatterStore } from '../../domain/matters/ports';
import type { MatterRecord } from '../../domain/matters/records';
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

function itemOf(matter: MatterRecord): MatterItem {
  return {
    ...matter,
    listKey: ALL_MATTERS,
    phaseKey: matter.phase,
    attorneyKey: matter.responsibleAttorney,
    attorneyPhaseKey: attorneyPhase(matter.responsibleAttorney, matter.phase),
    openedSort: `${matter.openedAt}#${matter.id}`,
    ...(isDeadlineOpen(matter)
      ? {
          deadlineKey: OPEN_DEADLINE,
          attorneyDeadlineKey: matter.responsibleAttorney,
          deadlineSort: `${limitationDeadline(matter).date}#${matter.id}`,
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

export const matterStore: MatterStore = {
  async get(id) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: TABLE(), Key: { id }, ConsistentRead: true }),
    );
    return Item && matterOf(Item);
  },

  create(matter) {
    return conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: itemOf(matter),
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      ),
    );
  },

  update(matter, version) {
    return conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: itemOf(matter),
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': version },
        }),
      ),
    );
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
    return matterPage(
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
    const matters: MatterRecord[] = [];
    for await (const item of open) {
      matters.push(matterOf(item));
      if (matters.length >= limit) break;
    }
    return matters;
  },

  openDeadlinesBefore(date, page) {
    return matterPage(
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
