/**
 * The audit log in DynamoDB: append-only (a conditional put that cannot overwrite; the application has no
 * update or delete for it, and its functions are granted PutItem alone), read newest first through the
 * time, actor, target and action indexes, one page at a time. The keys of those indexes are this adapter's:
 * computed from the entry when it is written, and dropped again when it is read.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../contract/paging';
import type {
  AuditActorFilter,
  AuditEntry,
  AuditOutbox,
  AuditQuery,
  AuditStore,
} from '../../domain/audit/audit-log';
import { documentClient, tableName } from './client';
import { countQuery, queryPage } from './paging';
import { AUDIT_INDEX_KEYS } from './tables';

/** The value of `stream` on every entry: the byTime index lists the whole log under it. */
const ALL_ENTRIES = 'all';

/** An entry as the table holds it: the actor kind as the byActor key, and the keys of every index. */
interface AuditItem extends Omit<AuditEntry, 'actorKind'> {
  stream: typeof ALL_ENTRIES;
  /** The actor's email, or "visitor" or "system". */
  actorKey: string;
  /** `type#id`, on entries with a target. */
  targetKey?: string;
  /** `at#id`: sorts by time, unique. */
  sortKey: string;
}

const actorKeyOf = (actor: AuditActorFilter) => (typeof actor === 'string' ? actor : actor.email);
const targetKeyOf = (target: { type: string; id: string }) => `${target.type}#${target.id}`;
const sortKeyOf = (entry: Pick<AuditEntry, 'at' | 'id'>) => `${entry.at}#${entry.id}`;

/** The item an entry is stored as (the benchmark writes these directly). */
export function auditItemOf(entry: AuditEntry): AuditItem {
  const { actorKind, ...fields } = entry;
  const item: AuditItem = {
    ...fields,
    stream: ALL_ENTRIES,
    actorKey: entry.actorEmail ?? actorKind,
    sortKey: sortKeyOf(entry),
  };
  if (entry.targetType !== null)
    item.targetKey = targetKeyOf({ type: entry.targetType, id: entry.targetId ?? '' });
  return item;
}

function entryOf(item: AuditItem): AuditEntry {
  const { stream: _stream, actorKey, targetKey: _targetKey, sortKey: _sortKey, ...fields } = item;
  const actorKind = actorKey === 'system' ? 'system' : item.actorEmail ? 'staff' : 'visitor';
  return { ...fields, actorKind };
}

export const auditStore: AuditStore = {
  async append(entry) {
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName('audit'),
          Item: auditItemOf(entry),
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
    } catch (error) {
      // The id is a random UUID: an item under it is this very entry, appended by an earlier drain.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  },
};

/** The one partition of the outbox: every held entry, oldest first by `at#id`. */
const OUTBOX_QUEUE = 'waiting';
const outboxPartition = () => ({
  TableName: tableName('auditOutbox'),
  KeyConditionExpression: '#queue = :queue',
  ExpressionAttributeNames: { '#queue': 'queue' },
  ExpressionAttributeValues: { ':queue': OUTBOX_QUEUE },
});

/**
 * Entries whose write failed, in their own table (a failure of the audit table leaves it writable), drained
 * by the notice sweeper (domain/audit/audit-outbox.ts). Functions that append to the log may PutItem here.
 */
export const auditOutbox: AuditOutbox = {
  async hold(entry) {
    await documentClient().send(
      new PutCommand({
        TableName: tableName('auditOutbox'),
        Item: { ...auditItemOf(entry), queue: OUTBOX_QUEUE },
      }),
    );
  },
  async waiting(cursor) {
    const page = await queryPage<AuditItem & { queue?: string }>(outboxPartition(), {
      cursor,
      limit: OUTBOX_PAGE,
    });
    return { ...page, items: page.items.map(({ queue: _queue, ...item }) => entryOf(item)) };
  },
  async release(entry) {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName('auditOutbox'),
        Key: { queue: OUTBOX_QUEUE, sortKey: sortKeyOf(entry) },
      }),
    );
  },
  count: () => countQuery(outboxPartition()),
};

/** Held entries drained per Query: a minute's sweep empties a long outage's backlog in a few runs. */
const OUTBOX_PAGE = 100;

/** The index and partition a query reads: the most selective filter it was given. */
function partitionOf(query: AuditQuery): { indexName: keyof typeof AUDIT_INDEX_KEYS; value: string } {
  if (query.target) return { indexName: 'byTarget', value: targetKeyOf(query.target) };
  if (query.actor) return { indexName: 'byActor', value: actorKeyOf(query.actor) };
  if (query.action) return { indexName: 'byAction', value: query.action };
  return { indexName: 'byTime', value: ALL_ENTRIES };
}

/**
 * Newest first. The date range is a condition on the sort key (`at#id`), so it costs nothing extra; an
 * action beside a person or a target is a filter on their index.
 */
export async function listAuditEntries(query: AuditQuery): Promise<Page<AuditEntry>> {
  const partition = partitionOf(query);
  const names: Record<string, string> = { '#p': AUDIT_INDEX_KEYS[partition.indexName] };
  const values: Record<string, string> = { ':p': partition.value };
  let condition = '#p = :p';
  if (query.from || query.to) names['#s'] = 'sortKey';
  if (query.from && query.to) {
    condition += ' AND #s BETWEEN :from AND :to';
    Object.assign(values, { ':from': query.from, ':to': `${query.to}\uffff` });
  } else if (query.from) {
    condition += ' AND #s >= :from';
    values[':from'] = query.from;
  } else if (query.to) {
    condition += ' AND #s <= :to';
    values[':to'] = `${query.to}\uffff`;
  }
  let filter: string | undefined;
  if (query.action && partition.indexName !== 'byAction') {
    filter = '#a = :a';
    names['#a'] = 'action';
    values[':a'] = query.action;
  }
  const page = await queryPage<AuditItem>(
    {
      TableName: tableName('audit'),
      IndexName: partition.indexName,
      KeyConditionExpression: condition,
      FilterExpression: filter,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
    },
    { cursor: query.cursor, limit: query.limit },
  );
  return { ...page, items: page.items.map(entryOf) };
}
