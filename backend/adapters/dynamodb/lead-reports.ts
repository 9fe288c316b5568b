/**
 * The lead report's counters: one item per firm-local day (`scope = days`, `day = YYYY-MM-DD`), each
 * counter a number attribute added to with ADD, so concurrent writers never lose a count. A date range is
 * one Query on the day key, paged by DynamoDB (about 1 MB a page).
 */
import { QueryCommand, UpdateCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { CounterChange, Counters, LeadReportCounters } from '../../domain/reports/lead-aggregates';
import type { DayCounters } from '../../domain/reports/lead-report';
import { BATCH_WRITE_ITEMS, writeBatch } from './batch-write';
import { documentClient, tableName } from './client';

const SCOPE = 'days';
const KEY_ATTRIBUTES = new Set(['scope', 'day']);

export async function addLeadCounters({ day, counters }: CounterChange): Promise<void> {
  const entries = Object.entries(counters).filter(([, change]) => change);
  if (!entries.length) return;
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('leadReports'),
      Key: { scope: SCOPE, day },
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, change], i) => [`:d${i}`, change])),
    }),
  );
}

/** The days from `from` to `to` (inclusive, YYYY-MM-DD) that have any counter, in order. */
export async function leadCountersBetween(from: string, to: string): Promise<DayCounters[]> {
  const days: DayCounters[] = [];
  let startKey: QueryCommandOutput['LastEvaluatedKey'];
  do {
    const page: QueryCommandOutput = await documentClient().send(
      new QueryCommand({
        TableName: tableName('leadReports'),
        KeyConditionExpression: '#scope = :scope AND #day BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#scope': 'scope', '#day': 'day' },
        ExpressionAttributeValues: { ':scope': SCOPE, ':from': from, ':to': to },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const counters = Object.fromEntries(
        Object.entries(item).filter(
          ([name, value]) => !KEY_ATTRIBUTES.has(name) && typeof value === 'number',
        ),
      ) as Counters;
      days.push({ day: String(item.day), counters });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return days;
}

export const leadReportCounters: LeadReportCounters = { add: addLeadCounters };

/**
 * An operator's rebuild: every day item replaced by a Put of its recomputed counters, then the days no
 * lead counts on any more deleted. Live changes during a rebuild may be counted twice or not at all: run it
 * when the inbox is quiet, or run it again.
 */
export async function replaceAllLeadCounters(days: ReadonlyMap<string, Counters>): Promise<void> {
  const table = tableName('leadReports');
  const stale = (await leadCountersBetween('0000-00-00', '9999-99-99'))
    .map(({ day }) => day)
    .filter((day) => !days.has(day));
  const puts = [...days].map(([day, counters]) => ({
    PutRequest: { Item: { scope: SCOPE, day, ...counters } },
  }));
  const deletes = stale.map((day) => ({ DeleteRequest: { Key: { scope: SCOPE, day } } }));
  const requests: Record<string, unknown>[] = [...puts, ...deletes];
  for (let start = 0; start < requests.length; start += BATCH_WRITE_ITEMS) {
    await writeBatch(table, requests.slice(start, start + BATCH_WRITE_ITEMS));
  }
}
