/**
 * The deadline reminders' markers (domain/matters/ports.ts NoticeMarkers) as items of the settings table,
 * beside the follow-up digest's: each claimed by a conditional put and left to expire the day after the one
 * it is kept until.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { NoticeMarkers } from '../../domain/matters/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

const TABLE = () => tableName('settings');

/** The end of the civil day `date` (UTC), in epoch seconds, as the table's time-to-live reads it. */
const expiryOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000) + 24 * 60 * 60;

export const deadlineMarkers: NoticeMarkers = {
  async has(key) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: TABLE(), Key: { key }, ConsistentRead: true }),
    );
    return Boolean(Item);
  },

  claim(key, keepUntil) {
    return conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: { key, expiresAt: expiryOf(keepUntil) },
          ConditionExpression: 'attribute_not_exists(#key)',
          ExpressionAttributeNames: { '#key': 'key' },
        }),
      ),
    );
  },

  async release(key) {
    await documentClient().send(new DeleteCommand({ TableName: TABLE(), Key: { key } }));
  },
};
