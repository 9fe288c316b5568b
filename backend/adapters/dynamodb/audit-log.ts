/**
 * The audit log in DynamoDB: append-only (a conditional put that cannot overwrite; the application has no
 * update or delete for it, and its functions are granted PutItem alone), read newest first through the
 * time, actor, target and action indexes, one page at a time.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditAction } from '../../contract/audit';
import type { Page } from '../../contract/paging';
import {
  AUDIT_STREAM,
  type AuditEntry,
  type AuditOutbox,
  type AuditStore,
} from '../../domain/audit/audit-log';
import { documentClient, tableName } from './client';
import { countQuery, queryPage } from './paging';
import { AUDIT_INDEX_KEYS } from './tables';

export const auditStore: AuditStore = {
  async append(entry) {
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName('audit'),
          Item: entry,
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
      new PutCommand({ TableName: tableName('auditOutbox'), Item: { ...entry, queue: OUTBOX_QUEUE } }),
    );
  },
  async waiting(cursor) {
    const page = await queryPage<AuditEntry & { queue?: string }>(outboxPartition(), {
      cursor,
      limit: OUTBOX_PAGE,
    });
    return { ...page, items: page.items.map(({ queue: _queue, ...entry }) => entry as AuditEntry) };
  },
  async release(entry) {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName('auditOutbox'),
        Key: { queue: OUTBOX_QUEUE, sortKey: entry.sortKey },
      }),
    );
  },
  count: () => countQuery(outboxPartition()),
};

/** Held entries drained per Query: a minute's sweep empties a long outage's backlog in a few runs. */
const OUTBOX_PAGE = 100;

export interface AuditQuery {
  /** One of: an actor's email (or "visitor"), a target key ("user#…"), an action; none = every entry. */
  actorKey?: string;
  targetKey?: string;
  action?: AuditAction;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
  /** Extra filters applied on the chosen index (e.g. an action while listing one actor's entries). */
  filterAction?: AuditAction;
  cursor?: string | null;
  limit?: number;
}

/** The index and partition a query reads: the most selective key it was given. */
function partitionOf(query: AuditQuery): { indexName: keyof typeof AUDIT_INDEX_KEYS; value: string } {
  if (query.targetKey) return { indexName: 'byTarget', value: query.targetKey };
  if (query.actorKey) return { indexName: 'byActor', value: query.actorKey };
  if (query.action) return { indexName: 'byAction', value: query.action };
  return { indexName: 'byTime', value: AUDIT_STREAM };
}

/** Newest first. The date range is a condition on the sort key (`at#id`), so it costs nothing extra. */
export function listAuditEntries(query: AuditQuery): Promise<Page<AuditEntry>> {
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
  if (query.filterAction) {
    filter = '#a = :a';
    names['#a'] = 'action';
    values[':a'] = query.filterAction;
  }
  return queryPage<AuditEntry>(
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
}
