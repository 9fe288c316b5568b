/**
 * The lead report's counters: one item per firm-local day (`scope = days`, `day = YYYY-MM-DD`), each
 * counter a number attribute added to with ADD, so concurrent writers never lose a count. A date range is
 * one Query on the day key, paged by DynamoDB (about 1 MB a page).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import {
  counterName,
  intoOther,
  MAX_SOURCES_PER_DAY,
  OTHER_SOURCE,
  type CounterChange,
  type Counters,
  type LeadReportCounters,
} from '../../domain/reports/lead-aggregates';
import type { DayCounters } from '../../domain/reports/lead-report';
import { BATCH_WRITE_ITEMS, writeBatch } from './batch-write';
import { documentClient, tableName } from './client';

const SCOPE = 'days';
const KEY_ATTRIBUTES = new Set(['scope', 'day']);

/** When a change may be added: always, to a source the day already names, or as a new source within the cap. */
type Condition =
  { kind: 'always' } | { kind: 'known'; source: string } | { kind: 'new'; source: string; cap: number };

async function add({ day, counters }: CounterChange, condition: Condition): Promise<boolean> {
  const entries = Object.entries(counters).filter(([, change]) => change);
  if (condition.kind === 'new') entries.push([counterName.distinctSources, 1]);
  if (!entries.length) return true;
  const names: Record<string, string> = Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name]));
  const values: Record<string, number> = Object.fromEntries(
    entries.map(([, change], i) => [`:d${i}`, change]),
  );
  let conditionExpression: string | undefined;
  if (condition.kind !== 'always') {
    names['#source'] = counterName.source(condition.source);
    conditionExpression = 'attribute_exists(#source)';
  }
  if (condition.kind === 'new') {
    names['#sources'] = counterName.distinctSources;
    values[':cap'] = condition.cap;
    conditionExpression =
      'attribute_not_exists(#source) AND (attribute_not_exists(#sources) OR #sources < :cap)';
  }
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('leadReports'),
        Key: { scope: SCOPE, day },
        UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
        ConditionExpression: conditionExpression,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Adds a change to its day. A source the day names counts under its name; a new one is named while the day
 * names fewer than `cap` sources (MAX_SOURCES_PER_DAY), and counts as "other" after that, as does a staff
 * change for a lead whose source the day did not name. Each step is one conditional update (ADD, so
 * concurrent writers never lose a count); two new sources racing for the last place may both get it.
 */
export async function addLeadCounters(change: CounterChange, cap = MAX_SOURCES_PER_DAY): Promise<void> {
  const source = change.source;
  if (!source || source === OTHER_SOURCE) {
    await add(change, { kind: 'always' });
    return;
  }
  if (await add(change, { kind: 'known', source })) return;
  const arriving = Boolean(change.counters[counterName.source(source)]);
  if (arriving && (await add(change, { kind: 'new', source, cap }))) return;
  // Named meanwhile by a concurrent lead of the same source, or no room for it.
  if (arriving && (await add(change, { kind: 'known', source }))) return;
  await add(intoOther(change), { kind: 'always' });
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
