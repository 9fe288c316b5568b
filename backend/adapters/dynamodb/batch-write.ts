/** BatchWriteItem with the retries DynamoDB asks for. */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client';

/** The most requests one BatchWriteItem takes. */
export const BATCH_WRITE_ITEMS = 25;
const UNPROCESSED_TRIES = 6;

/**
 * One batch (at most BATCH_WRITE_ITEMS requests) on one table; what DynamoDB leaves unprocessed
 * (throttling) is sent again after a growing pause, a bounded number of times.
 */
export async function writeBatch(table: string, requests: Record<string, unknown>[]): Promise<void> {
  let pending = requests;
  for (let attempt = 0; pending.length; attempt += 1) {
    if (attempt === UNPROCESSED_TRIES) throw new Error(`${pending.length} writes to ${table} left unwritten`);
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { UnprocessedItems } = await documentClient().send(
      new BatchWriteCommand({ RequestItems: { [table]: pending } }),
    );
    pending = (UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
  }
}
