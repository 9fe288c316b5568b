/**
 * Rate limits kept in DynamoDB. Fixed windows: one atomic conditional update per attempt, so concurrent
 * requests cannot slip past the limit; counters expire by TTL (and are keyed by window, so an expired
 * counter is never read as current). Sliding windows (an account's budgets): counts per slot, summed. Once per sliding window: one conditional put holding the time of the
 * last reservation.
 */
import { createHash } from 'node:crypto';
import { BatchGetCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ACKNOWLEDGEMENT_RECIPIENT_WINDOW_SECONDS } from '../../contract/consultation';
import type { RateLimit } from '../../domain/auth/ports';
import { slotLeavesWindowAt, slotOf, slotsOfWindow, type SlotCount } from '../../domain/auth/sliding-window';
import type { RecipientAllowance } from '../../domain/consultations/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

/** Counts one attempt for `key`; false when the limit for the current window is already reached. */
export function tryConsume(key: string, { limit, windowSeconds }: RateLimit, now: Date): Promise<boolean> {
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

/**
 * Reserves `key` for `windowSeconds` from `now`; false when it was reserved less than a window ago. The
 * time decides, not the TTL (which only tidies up, late).
 */
export function tryReserveOnce(key: string, windowSeconds: number, now: Date): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return conditionally(() =>
    documentClient().send(
      new PutCommand({
        TableName: tableName('throttles'),
        Item: { key, reservedAt: nowSeconds, expiresAt: nowSeconds + windowSeconds },
        ConditionExpression: 'attribute_not_exists(#key) OR reservedAt <= :windowStart',
        ExpressionAttributeNames: { '#key': 'key' },
        ExpressionAttributeValues: { ':windowStart': nowSeconds - windowSeconds },
      }),
    ),
  );
}

/** Gives back the reservation made at `reservedAt`, unless a later one replaced it. */
export async function releaseReservation(key: string, reservedAt: Date): Promise<void> {
  await conditionally(() =>
    documentClient().send(
      new DeleteCommand({
        TableName: tableName('throttles'),
        Key: { key },
        ConditionExpression: 'reservedAt = :reservedAt',
        ExpressionAttributeValues: { ':reservedAt': Math.floor(reservedAt.getTime() / 1000) },
      }),
    ),
  );
}

/** The key of an address's acknowledgement: a hash, so the table holds no email address. */
function acknowledgementKey(recipient: string): string {
  return `acknowledgement#to#${createHash('sha256').update(recipient).digest('hex')}`;
}

/** One acknowledgement per address per window. */
export const acknowledgementRecipients: RecipientAllowance = {
  reserve: (recipient, now) =>
    tryReserveOnce(acknowledgementKey(recipient), ACKNOWLEDGEMENT_RECIPIENT_WINDOW_SECONDS, now),
  release: (recipient, reservedAt) => releaseReservation(acknowledgementKey(recipient), reservedAt),
};

/**
 * Adds `delta` to `key`'s count in the slot holding `at` (one atomic update), then reads every other slot of
 * the window ending at `at` (one consistent batch read): an attempt is counted before the window is summed,
 * so of concurrent attempts at most the budget's number see a sum within it.
 */
export async function addToWindow(
  key: string,
  windowSeconds: number,
  delta: number,
  at: Date,
): Promise<SlotCount[]> {
  const slotKey = (slot: number) => `${key}#${windowSeconds}#slot#${slot}`;
  const current = slotOf(at, windowSeconds);
  const updated = await documentClient().send(
    new UpdateCommand({
      TableName: tableName('throttles'),
      Key: { key: slotKey(current) },
      UpdateExpression: 'ADD #count :delta SET expiresAt = :expiresAt',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':delta': delta,
        ':expiresAt': slotLeavesWindowAt(current, windowSeconds),
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const earlier = slotsOfWindow(at, windowSeconds).filter((slot) => slot !== current);
  const read = await documentClient().send(
    new BatchGetCommand({
      RequestItems: {
        [tableName('throttles')]: {
          Keys: earlier.map((slot) => ({ key: slotKey(slot) })),
          ConsistentRead: true,
        },
      },
    }),
  );
  const counts = new Map(
    (read.Responses?.[tableName('throttles')] ?? []).map((item) => [
      String(item.key),
      Number(item.count ?? 0),
    ]),
  );
  return [
    ...earlier.map((slot) => ({ slot, count: counts.get(slotKey(slot)) ?? 0 })),
    { slot: current, count: Number(updated.Attributes?.count ?? 0) },
  ];
}

/** A solved bot-check challenge, spent until it expires (its signature names it). */
export function spendBotChallenge(signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return tryReserveOnce(`bot-check#${signature}`, seconds, now);
}
