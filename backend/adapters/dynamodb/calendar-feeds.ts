/**
 * Calendar feeds in DynamoDB (domain/calendar-feed/ports.ts): per user one item holding the feed (key
 * "owner#<email>"), per link a pointer from its token's hash to the user (key "token#<hash>"). The feed
 * item is the truth: a pointer left behind by an interrupted replace opens nothing, because the domain
 * compares the hashes. Every read is a GetItem; there is no list.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CalendarFeedRecord, CalendarFeedStore } from '../../domain/calendar-feed/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

const TABLE = () => tableName('calendarFeeds');
const ownerKey = (owner: string) => `owner#${owner}`;
const tokenKey = (tokenHash: string) => `token#${tokenHash}`;

async function item(key: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: TABLE(), Key: { key }, ConsistentRead: true }),
  );
  return Item;
}

const deleteKey = (key: string) =>
  documentClient().send(new DeleteCommand({ TableName: TABLE(), Key: { key } }));

export const calendarFeedStore: CalendarFeedStore = {
  async get(owner) {
    const found = await item(ownerKey(owner));
    if (!found) return undefined;
    const { key: _key, ...feed } = found;
    return feed as unknown as CalendarFeedRecord;
  },
  async ownerOf(tokenHash) {
    const found = await item(tokenKey(tokenHash));
    return typeof found?.owner === 'string' ? found.owner : undefined;
  },
  // The new pointer first, then the feed, then the old pointer: at no moment does the new link fail, and
  // the old one stops with the feed's write.
  async replace(feed, previous) {
    await documentClient().send(
      new PutCommand({ TableName: TABLE(), Item: { key: tokenKey(feed.tokenHash), owner: feed.owner } }),
    );
    await documentClient().send(
      new PutCommand({ TableName: TABLE(), Item: { key: ownerKey(feed.owner), ...feed } }),
    );
    if (previous && previous.tokenHash !== feed.tokenHash) await deleteKey(tokenKey(previous.tokenHash));
  },
  async remove(feed) {
    await deleteKey(ownerKey(feed.owner));
    await deleteKey(tokenKey(feed.tokenHash));
  },
  async markFetched(owner, at) {
    // Only while the feed exists: a fetch racing a turn-off must not bring an item back.
    await conditionally(() =>
      documentClient().send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: { key: ownerKey(owner) },
          UpdateExpression: 'SET lastFetchedAt = :at',
          ConditionExpression: 'attribute_exists(#key)',
          ExpressionAttributeNames: { '#key': 'key' },
          ExpressionAttributeValues: { ':at': at },
        }),
      ),
    );
  },
};
