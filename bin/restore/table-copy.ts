/**
 * A table's items copied to another table of the same keys, and a summary that tells two tables apart: the
 * restore's last step. AWS restores a backup or a point in time only into a new table (its name, the stack's
 * settings absent); copying that table's items back into the stack's own table keeps every name, grant,
 * alarm and backup selection the stack made. An operator command, not a request path: it Scans.
 */
import { createHash } from 'node:crypto';
import {
  BatchWriteItemCommand,
  ScanCommand,
  type AttributeValue,
  type DynamoDBClient,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';

type Item = Record<string, AttributeValue>;

/** What a table holds, in a form two tables can be compared by: item count, bytes, and a digest. */
export interface TableSummary {
  table: string;
  items: number;
  /** The items' bytes as JSON (DynamoDB's own item size differs a little; the comparison is what counts). */
  bytes: number;
  /** SHA-256 over every item, whatever order the Scan returned them in. */
  digest: string;
}

/** DynamoDB takes at most 25 writes per BatchWriteItem. */
const BATCH = 25;
const MAX_ATTEMPTS = 8;

/** JSON with object keys sorted, so one item always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value).toString('base64'));
  return JSON.stringify(value);
}

/** Every item of a table, a Scan page at a time. */
export async function* scanItems(client: DynamoDBClient, table: string): AsyncGenerator<Item[]> {
  let start: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
    yield page.Items ?? [];
    start = page.LastEvaluatedKey;
  } while (start);
}

export async function summarizeTable(client: DynamoDBClient, table: string): Promise<TableSummary> {
  const lines: string[] = [];
  for await (const page of scanItems(client, table)) lines.push(...page.map(canonical));
  lines.sort();
  const digest = createHash('sha256');
  for (const line of lines) digest.update(line).update('\n');
  return {
    table,
    items: lines.length,
    bytes: lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0),
    digest: digest.digest('hex'),
  };
}

/** Writes the requests, again for whatever DynamoDB left unprocessed, with a growing pause. */
async function writeAll(client: DynamoDBClient, table: string, requests: WriteRequest[]): Promise<void> {
  let pending = requests;
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`${table}: ${pending.length} writes still unprocessed`);
    const answer = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: pending } }));
    pending = answer.UnprocessedItems?.[table] ?? [];
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
  }
}

/**
 * Puts every item of `from` into `to` (an item of the same key is replaced; items only `to` holds stay) and
 * answers how many it wrote. `select` limits the copy to some items (one folder's, say).
 */
export async function copyTable(
  client: DynamoDBClient,
  from: string,
  to: string,
  select: (item: Item) => boolean = () => true,
): Promise<number> {
  let copied = 0;
  for await (const page of scanItems(client, from)) {
    const chosen = page.filter(select);
    for (let start = 0; start < chosen.length; start += BATCH) {
      const batch = chosen.slice(start, start + BATCH);
      await writeAll(
        client,
        to,
        batch.map((item) => ({ PutRequest: { Item: item } })),
      );
      copied += batch.length;
    }
  }
  return copied;
}
