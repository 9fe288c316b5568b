/**
 * Fixed-window rate limits kept in DynamoDB: one atomic conditional update per attempt, so concurrent
 * requests cannot slip past the limit. Counters expire by TTL (and are keyed by window, so an expired
 * counter is never read as current).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimit } from '../../domain/auth/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

/** Counts one attempt for `key`; false when the limit for the current window is already reached. */
export function tryConsume(
  key: string,
  { limit, windowSeconds }: RateLimit,
  now = new Date(),
): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const window = Math.floor(nowSeconds / windowSeconds);
  return conditionally(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName('throttles'),
        Key: { key: `${key}#${windowSeconds}#${window}` },
        UpdateExpression: 'ADD #count :one SET expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expiresAt': (window + 1) * windowSeconds },
      }),
    ),
  );
}
