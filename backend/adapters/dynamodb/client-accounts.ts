/**
 * The client portal's store (domain/client-portal/ports.ts) in its own table: accounts and invitations under
 * the client's key, sign-in links under their hash (taken by a conditional delete, so a link works once),
 * sessions under their id. Nothing here is in a staff table.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ClientAccountStore } from '../../domain/client-portal/ports';
import type {
  ClientAccount,
  ClientInvitation,
  ClientSession,
  ClientSignInLink,
} from '../../domain/client-portal/records';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

const ACCOUNT_SK = 'account';
const accountKey = (email: string) => `account#${email}`;
const matterSk = (matterId: string) => `matter#${matterId}`;
const linkKey = (tokenHash: string) => ({ pk: `link#${tokenHash}`, sk: 'link' });
const sessionKey = (id: string) => ({ pk: `session#${id}`, sk: 'session' });

const table = () => tableName('clientAccounts');

function without<T>(item: Record<string, unknown> | undefined, ...keys: string[]): T | undefined {
  if (!item) return undefined;
  const copy = { ...item };
  for (const key of ['pk', 'sk', ...keys]) delete copy[key];
  return copy as T;
}

async function get<T>(key: { pk: string; sk: string }, ...extra: string[]): Promise<T | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }),
  );
  return without<T>(Item, ...extra);
}

async function queryAll(input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await documentClient().send(
      new QueryCommand({ ...input, TableName: table(), ExclusiveStartKey: cursor }),
    );
    items.push(...(Items ?? []));
    cursor = LastEvaluatedKey;
  } while (cursor);
  return items;
}

export const clientAccountStore: ClientAccountStore = {
  account: (email) => get<ClientAccount>({ pk: accountKey(email), sk: ACCOUNT_SK }),

  async saveAccount(account) {
    await documentClient().send(
      new PutCommand({
        TableName: table(),
        Item: { pk: accountKey(account.email), sk: ACCOUNT_SK, ...account },
      }),
    );
  },

  async invitationsOf(email) {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :matter)',
      ExpressionAttributeValues: { ':pk': accountKey(email), ':matter': 'matter#' },
      ConsistentRead: true,
    });
    return items.map((item) => without<ClientInvitation>(item, 'matterKey')!);
  },

  async invitationsOn(matterId) {
    const items = await queryAll({
      IndexName: 'byMatter',
      KeyConditionExpression: 'matterKey = :matter',
      ExpressionAttributeValues: { ':matter': matterId },
    });
    return items.map((item) => without<ClientInvitation>(item, 'matterKey')!);
  },

  async saveInvitation(invitation) {
    await documentClient().send(
      new PutCommand({
        TableName: table(),
        Item: {
          pk: accountKey(invitation.email),
          sk: matterSk(invitation.matterId),
          matterKey: invitation.matterId,
          ...invitation,
        },
      }),
    );
  },

  removeInvitation: (matterId, email) =>
    conditionally(() =>
      documentClient().send(
        new DeleteCommand({
          TableName: table(),
          Key: { pk: accountKey(email), sk: matterSk(matterId) },
          ConditionExpression: 'attribute_exists(pk)',
        }),
      ),
    ),

  async saveLink(link) {
    await documentClient().send(
      new PutCommand({ TableName: table(), Item: { ...linkKey(link.tokenHash), ...link } }),
    );
  },

  async takeLink(tokenHash) {
    try {
      const { Attributes } = await documentClient().send(
        new DeleteCommand({
          TableName: table(),
          Key: linkKey(tokenHash),
          ConditionExpression: 'attribute_exists(pk)',
          ReturnValues: 'ALL_OLD',
        }),
      );
      return without<ClientSignInLink>(Attributes);
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  },

  async createSession(session) {
    await documentClient().send(
      new PutCommand({
        TableName: table(),
        Item: { ...sessionKey(session.id), ...session },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  session: (id) => get<ClientSession>(sessionKey(id)),

  async touchSession(id, at) {
    await conditionally(() =>
      documentClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: sessionKey(id),
          UpdateExpression: 'SET lastSeenAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': at },
        }),
      ),
    );
  },

  async endSession(id) {
    await documentClient().send(new DeleteCommand({ TableName: table(), Key: sessionKey(id) }));
  },
};
