/**
 * One page of a DynamoDB Query with an opaque cursor: every staff list goes through here, so paging is a
 * key or index Query with a Limit (never a Scan) and a cursor a client cannot turn into anything else.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { UserFacingError } from '../../domain/errors';
import { PAGE_SIZE, type Page } from '../../contract/paging';
import { documentClient } from './client';

export const INVALID_CURSOR_MESSAGE = 'This list has changed. Please go back to the first page.';

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

/** The start key inside a cursor: an object of string or number values, or a clear error. */
export function decodeCursor(cursor: string | null | undefined): Record<string, string | number> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      key &&
      typeof key === 'object' &&
      !Array.isArray(key) &&
      Object.values(key).every((value) => typeof value === 'string' || typeof value === 'number')
    ) {
      return key as Record<string, string | number>;
    }
  } catch {
    // falls through to the error below
  }
  throw new UserFacingError(INVALID_CURSOR_MESSAGE);
}

/** Counts the DynamoDB calls a process makes through queryPage (benchmarks read it). */
export const queryStats = { calls: 0 };

/**
 * One page: a Query with Limit, following LastEvaluatedKey only while a FilterExpression leaves the page
 * short, and at most `maxCalls` times so a rare filter cannot make one request read a whole partition.
 */
export async function queryPage<Item>(
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>,
  options: { cursor?: string | null; limit?: number; maxCalls?: number } = {},
): Promise<Page<Item>> {
  const limit = options.limit ?? PAGE_SIZE;
  const maxCalls = options.maxCalls ?? (input.FilterExpression ? 5 : 1);
  let startKey: Record<string, unknown> | undefined = decodeCursor(options.cursor);
  const items: Item[] = [];
  for (let call = 0; call < maxCalls; call += 1) {
    queryStats.calls += 1;
    const answer = await documentClient().send(
      new QueryCommand({ ...input, Limit: limit - items.length, ExclusiveStartKey: startKey }),
    );
    items.push(...((answer.Items ?? []) as Item[]));
    startKey = answer.LastEvaluatedKey;
    if (!startKey || items.length >= limit) break;
  }
  return { items, nextCursor: encodeCursor(startKey) };
}

/** Every item a Query matches, page after page: for work that reads them all (an export, a rebuilt guard). */
export async function* queryAll<Item>(
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): AsyncIterable<Item> {
  let startKey: Record<string, unknown> | undefined;
  do {
    queryStats.calls += 1;
    const page = await documentClient().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    yield* (page.Items ?? []) as Item[];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** How many items a Query matches, counted by DynamoDB (Select COUNT: keys only, up to 1 MB a call). */
export async function countQuery(
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey' | 'Select'>,
): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const answer = await documentClient().send(
      new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    count += answer.Count ?? 0;
    startKey = answer.LastEvaluatedKey;
  } while (startKey);
  return count;
}
