/**
 * Session records in DynamoDB, keyed by session id (the token's `sid`). The authorizer reads the caller's
 * account and session in one BatchGetItem; changes to a session are conditional on it still existing, so
 * a session ended a moment ago is never brought back by a late "last seen".
 */
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { SecondFactor } from '../../domain/auth/full-session';
import type { SessionRecord, SessionStore } from '../../domain/auth/ports';
import { normaliseEmail, type StoredUser } from '../../domain/auth/user';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';
import { getUser, withoutIndexKeys, type UserItem } from './users';

const EXISTS = 'attribute_exists(id)';

export async function createSession(record: SessionRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName('sessions'),
      Item: record,
      ConditionExpression: 'attribute_not_exists(id)',
    }),
  );
}

export async function getSession(id: string): Promise<SessionRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('sessions'), Key: { id }, ConsistentRead: true }),
  );
  return Item as SessionRecord | undefined;
}

/**
 * Every session record of one account, newest first: a Query on byUser, page after page. The budgets bound
 * how many sign-ins an account makes (codes issued per hour) and records expire after 12 hours, so the
 * list stays short.
 */
export async function listSessionsOf(email: string): Promise<SessionRecord[]> {
  const records: SessionRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await documentClient().send(
      new QueryCommand({
        TableName: tableName('sessions'),
        IndexName: 'byUser',
        KeyConditionExpression: 'email = :email',
        ExpressionAttributeValues: { ':email': normaliseEmail(email) },
        ScanIndexForward: false,
        ExclusiveStartKey: cursor,
      }),
    );
    records.push(...((Items ?? []) as SessionRecord[]));
    cursor = LastEvaluatedKey;
  } while (cursor);
  return records;
}

export async function touchSession(id: string, lastSeenAt: string): Promise<void> {
  await conditionally(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName('sessions'),
        Key: { id },
        UpdateExpression: 'SET lastSeenAt = :at',
        // Never moves last seen backwards when two calls race.
        ConditionExpression: `${EXISTS} AND lastSeenAt < :at`,
        ExpressionAttributeValues: { ':at': lastSeenAt },
      }),
    ),
  );
}

export function recordFactorCheck(id: string, factor: SecondFactor, at: string): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName('sessions'),
        Key: { id },
        UpdateExpression: 'SET factor = :factor, factorCheckedAt = :at',
        ConditionExpression: EXISTS,
        ExpressionAttributeValues: { ':factor': factor, ':at': at },
      }),
    ),
  );
}

export function endSession(id: string): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new DeleteCommand({ TableName: tableName('sessions'), Key: { id }, ConditionExpression: EXISTS }),
    ),
  );
}

export const sessionStore: SessionStore = {
  create: createSession,
  get: getSession,
  listOf: listSessionsOf,
  touch: touchSession,
  recordFactorCheck,
  end: endSession,
};

/**
 * The account and, when `sessionId` is given, the session behind a token, in one round trip: the
 * authorizer runs on every call.
 */
export async function getUserAndSession(
  email: string,
  sessionId: string | undefined,
): Promise<{ user?: StoredUser; session?: SessionRecord }> {
  if (!sessionId) return { user: await getUser(email) };
  const users = tableName('users');
  const sessions = tableName('sessions');
  let request: Record<string, { Keys: Record<string, string>[]; ConsistentRead: boolean }> = {
    [users]: { Keys: [{ email: normaliseEmail(email) }], ConsistentRead: true },
    [sessions]: { Keys: [{ id: sessionId }], ConsistentRead: true },
  };
  const found: { user?: StoredUser; session?: SessionRecord } = {};
  // BatchGetItem may leave keys unprocessed under load: ask again for those (at most a few times).
  for (let round = 0; round < 3 && Object.keys(request).length > 0; round++) {
    const { Responses, UnprocessedKeys } = await documentClient().send(
      new BatchGetCommand({ RequestItems: request }),
    );
    const user = Responses?.[users]?.[0];
    if (user) found.user = withoutIndexKeys(user as UserItem);
    const session = Responses?.[sessions]?.[0];
    if (session) found.session = session as SessionRecord;
    request = (UnprocessedKeys ?? {}) as typeof request;
  }
  if (Object.keys(request).length > 0) throw new Error('The account and session could not be read');
  return found;
}
