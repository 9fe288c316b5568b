/**
 * The inbox's reads and staff edits on the consultations table: every list is one index Query page
 * (queryPage), counts are one GetItem, edits are conditional on the version the person saw, and each
 * request's timeline lives in the consultationEvents table.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  LEAD_STATUSES,
  type LeadStatus,
  type NoticeAttention,
  type TimelineEvent,
} from '../../contract/consultation-inbox';
import { DEFAULT_CONSULTATION_LANGUAGE } from '../../contract/consultation';
import type { ConsultationChanges, InboxStore, InboxView } from '../../domain/consultations/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';
import { BATCH_WRITE_ITEMS, writeBatch } from './batch-write';
import { COUNTS_ID, adjustLeadCounts, getConsultation, releaseStuckNotice } from './consultations';
import { queryAll, queryPage, queryStats } from './paging';
import { inboxQueryOf } from './inbox-queries';
import { consultationOf } from './consultation-keys';
import { CONSULTATION_INDEX_KEYS } from './tables';

/** The Query for a view: newest first on its index, with the remaining filters as a FilterExpression. */
function queryFor(view: InboxView) {
  const query = inboxQueryOf(view);
  const names: Record<string, string> = { '#key': CONSULTATION_INDEX_KEYS[query.index] };
  const values: Record<string, unknown> = { ':key': query.key };
  const filters: string[] = [];
  if (query.status && query.index !== 'byStatus') {
    names['#leadStatus'] = 'leadStatus';
    values[':status'] = query.status;
    filters.push('#leadStatus = :status');
  } else if (query.excludeSpam && query.index !== 'byTime' && query.index !== 'byStatus') {
    names['#leadStatus'] = 'leadStatus';
    values[':spam'] = 'spam';
    filters.push('#leadStatus <> :spam');
  }
  if (query.assigneeEmail && query.index !== 'byAssignee') {
    names['#assignee'] = 'assigneeEmail';
    values[':assignee'] = query.assigneeEmail;
    filters.push('#assignee = :assignee');
  }
  if (query.language) {
    // Requests stored before leads kept a language have none: they are English.
    names['#language'] = 'language';
    values[':language'] = query.language;
    filters.push(
      query.language === DEFAULT_CONSULTATION_LANGUAGE
        ? '(attribute_not_exists(#language) OR #language = :language)'
        : '#language = :language',
    );
  }
  return {
    TableName: tableName('consultations'),
    IndexName: query.index,
    KeyConditionExpression: '#key = :key',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
    ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
  };
}

async function counts(): Promise<Record<LeadStatus, number>> {
  queryStats.calls += 1;
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('consultations'), Key: { _id: COUNTS_ID } }),
  );
  return Object.fromEntries(
    (Object.keys(LEAD_STATUSES) as LeadStatus[]).map((status) => [status, Number(Item?.[status] ?? 0)]),
  ) as Record<LeadStatus, number>;
}

/** How many requests wait for a person's decision on their notice: a COUNT on the sparse notice index. */
async function noticeAttention(): Promise<NoticeAttention> {
  const countOf = async (queue: 'failed' | 'sending') => {
    queryStats.calls += 1;
    const { Count } = await documentClient().send(
      new QueryCommand({
        TableName: tableName('consultations'),
        IndexName: 'byNotice',
        KeyConditionExpression: 'noticeQueue = :queue',
        ExpressionAttributeValues: { ':queue': queue },
        Select: 'COUNT',
      }),
    );
    return Count ?? 0;
  };
  const [failed, sending] = await Promise.all([countOf('failed'), countOf('sending')]);
  return { failed, sending };
}

function update(id: string, version: number, changes: ConsultationChanges): Promise<boolean> {
  const sets = ['version = :next'];
  const removes: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':version': version, ':next': version + 1 };
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    if (value === null) removes.push(`#${field}`);
    else {
      sets.push(`#${field} = :${field}`);
      values[`:${field}`] = value;
    }
  }
  return conditionally(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName('consultations'),
        Key: { _id: id },
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'version = :version',
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
      }),
    ),
  );
}

function markOpened(id: string, now: Date): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName('consultations'),
        Key: { _id: id },
        UpdateExpression: 'SET openedAt = :now',
        ConditionExpression: 'attribute_exists(createdAt) AND attribute_not_exists(openedAt)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    ),
  );
}

/**
 * Sorted by time; events of one change share their time, so the process's monotonic clock keeps them in
 * the order they were written (status, then assignee, then follow-up), and the id keeps them apart.
 */
const timelineItem = (id: string, event: TimelineEvent) => ({
  consultationId: id,
  sortKey: `${event.at}#${process.hrtime.bigint().toString().padStart(20, '0')}#${randomUUID()}`,
  ...event,
});

export async function appendTimelineEvent(id: string, event: TimelineEvent): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName('consultationEvents'), Item: timelineItem(id, event) }),
  );
}

/** How many batches are in flight at once. */
const BATCHES_IN_FLIGHT = 8;

async function appendTimelineEventToAll(ids: readonly string[], event: TimelineEvent): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < ids.length; start += BATCH_WRITE_ITEMS) {
    batches.push(
      ids
        .slice(start, start + BATCH_WRITE_ITEMS)
        .map((id) => ({ PutRequest: { Item: timelineItem(id, event) } })),
    );
  }
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await writeBatch(tableName('consultationEvents'), batches[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(BATCHES_IN_FLIGHT, batches.length) }, worker));
}

/** Timeline entries kept per request on its page; a request with more shows its first ones. */
export const TIMELINE_LIMIT = 200;

async function timeline(id: string): Promise<TimelineEvent[]> {
  const page = await queryPage<TimelineEvent & { consultationId: string; sortKey: string }>(
    {
      TableName: tableName('consultationEvents'),
      KeyConditionExpression: 'consultationId = :id',
      ExpressionAttributeValues: { ':id': id },
    },
    { limit: TIMELINE_LIMIT },
  );
  return page.items.map(({ at, kind, actorEmail, text }) => ({ at, kind, actorEmail, text }));
}

export const inboxStore: InboxStore = {
  find: getConsultation,
  async list(view, cursor) {
    const page = await queryPage<Record<string, unknown>>(queryFor(view), { cursor });
    return { ...page, items: page.items.map(consultationOf) };
  },
  async *listAll(view) {
    for await (const item of queryAll<Record<string, unknown>>(queryFor(view))) yield consultationOf(item);
  },
  counts,
  noticeAttention,
  update,
  adjustCounts: adjustLeadCounts,
  markOpened,
  appendEvent: appendTimelineEvent,
  appendEventToAll: appendTimelineEventToAll,
  timeline,
  releaseStuckNotice,
};
