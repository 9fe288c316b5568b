/**
 * Staff accounts in DynamoDB. The key is the normalised email, so creating a user is a conditional put
 * that cannot overwrite an existing account.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AssignableStaff } from '../../contract/consultation-inbox';
import type { Page } from '../../contract/paging';
import { DuplicateUserError, normaliseEmail, type StoredUser } from '../../domain/auth/user';
import { addActiveAdministrator } from './staff-guards';
import { documentClient, tableName } from './client';
import { queryAll, queryPage } from './paging';

/** The byName index's one partition: every account is in the staff directory. */
const DIRECTORY = 'staff';

/** Sorts the directory by last name, then first name; the email keeps equal names apart. */
function sortNameOf(user: Pick<StoredUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.lastName}\u0000${user.firstName}\u0000${user.email}`.toLowerCase();
}

/** The stored item: the account plus the directory index's keys. */
export type UserItem = StoredUser & { directory: string; sortName: string };

/** The account as the domain knows it, from the stored item. */
export function withoutIndexKeys(item: UserItem): StoredUser {
  const { directory: _directory, sortName: _sortName, ...user } = item;
  return user;
}

export async function getUser(email: string): Promise<StoredUser | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName('users'),
      Key: { email: normaliseEmail(email) },
      ConsistentRead: true,
    }),
  );
  return Item ? withoutIndexKeys(Item as UserItem) : undefined;
}

export async function createUser(user: StoredUser): Promise<void> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName('users'),
        Item: { ...user, directory: DIRECTORY, sortName: sortNameOf(user) } satisfies UserItem,
        ConditionExpression: 'attribute_not_exists(email)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new DuplicateUserError(user.email);
    throw error;
  }
  if (user.isAdmin && !user.disabled) await addActiveAdministrator(user.email);
}

/** One page of the staff directory, by last and first name: a Query on the byName index. */
export async function listUsers(options: {
  cursor?: string | null;
  limit?: number;
}): Promise<Page<StoredUser>> {
  const page = await queryPage<UserItem>(
    {
      TableName: tableName('users'),
      IndexName: 'byName',
      KeyConditionExpression: 'directory = :directory',
      ExpressionAttributeValues: { ':directory': DIRECTORY },
    },
    options,
  );
  return { items: page.items.map(withoutIndexKeys), nextCursor: page.nextCursor };
}

/**
 * Active accounts of the directory by last and first name, names and emails only (the inbox's assignee
 * picker): a Query on the byName index that leaves disabled accounts out and reads nothing else.
 */
export function listActiveStaff(options: {
  cursor?: string | null;
  limit: number;
}): Promise<Page<AssignableStaff>> {
  return queryPage<AssignableStaff>(
    {
      TableName: tableName('users'),
      IndexName: 'byName',
      KeyConditionExpression: 'directory = :directory',
      FilterExpression: 'attribute_not_exists(disabled) OR disabled = :false',
      ProjectionExpression: 'email, firstName, lastName',
      ExpressionAttributeValues: { ':directory': DIRECTORY, ':false': false },
    },
    options,
  );
}

/** Every active account's email and role, for mail to all staff or to the administrators (one index Query). */
export async function listActiveStaffRoles(): Promise<{ email: string; isAdmin: boolean }[]> {
  const members: { email: string; isAdmin: boolean }[] = [];
  for await (const user of queryAll<Pick<StoredUser, 'email' | 'isAdmin'>>({
    TableName: tableName('users'),
    IndexName: 'byName',
    KeyConditionExpression: 'directory = :directory',
    FilterExpression: 'attribute_not_exists(disabled) OR disabled = :false',
    ProjectionExpression: 'email, isAdmin',
    ExpressionAttributeValues: { ':directory': DIRECTORY, ':false': false },
  })) {
    members.push({ email: user.email, isAdmin: user.isAdmin === true });
  }
  return members;
}

function update(
  email: string,
  expression: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>,
) {
  return documentClient().send(
    new UpdateCommand({
      TableName: tableName('users'),
      Key: { email: normaliseEmail(email) },
      // Never creates a record: an update for an account that does not exist fails.
      ConditionExpression: 'attribute_exists(email)',
      ...expression,
    }),
  );
}

/** Adds one to the consecutive-failure count, atomically; resolves to the new count. */
export async function recordFailedLogin(email: string): Promise<number> {
  const { Attributes } = await update(email, {
    UpdateExpression: 'ADD failedLogins :one',
    ExpressionAttributeValues: { ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(Attributes?.failedLogins ?? 0);
}

/** Locks the account until `lockedUntil` (epoch seconds); the count starts again after the lockout. */
export async function lockUser(email: string, lockedUntil: number): Promise<void> {
  await update(email, {
    UpdateExpression: 'SET lockedUntil = :until, failedLogins = :zero',
    ExpressionAttributeValues: { ':until': lockedUntil, ':zero': 0 },
  });
}

export async function clearFailedLogins(email: string): Promise<void> {
  await update(email, { UpdateExpression: 'REMOVE failedLogins, lockedUntil' });
}

/** New password hash; the token version goes up, so every token issued before is refused. */
export async function setPassword(email: string, passwordHash: string): Promise<void> {
  await update(email, {
    UpdateExpression: 'SET passwordHash = :hash ADD tokenVersion :one REMOVE failedLogins, lockedUntil',
    ExpressionAttributeValues: { ':hash': passwordHash, ':one': 1 },
  });
}

export async function recordSignIn(email: string, at: string): Promise<void> {
  await update(email, {
    UpdateExpression: 'SET lastSignInAt = :at',
    ExpressionAttributeValues: { ':at': at },
  });
}

export async function setName(email: string, firstName: string, lastName: string): Promise<void> {
  await update(email, {
    UpdateExpression: 'SET firstName = :first, lastName = :last, sortName = :sort',
    ExpressionAttributeValues: {
      ':first': firstName,
      ':last': lastName,
      ':sort': sortNameOf({ firstName, lastName, email: normaliseEmail(email) }),
    },
  });
}

/** Disabling also bumps the token version, so enabling the account later does not revive old tokens. */
export async function setDisabled(email: string, disabled: boolean): Promise<void> {
  await update(
    email,
    disabled
      ? {
          UpdateExpression: 'SET disabled = :yes ADD tokenVersion :one',
          ExpressionAttributeValues: { ':yes': true, ':one': 1 },
        }
      : { UpdateExpression: 'REMOVE disabled' },
  );
}

export async function setAdmin(email: string, isAdmin: boolean): Promise<void> {
  await update(email, {
    UpdateExpression: 'SET isAdmin = :admin',
    ExpressionAttributeValues: { ':admin': isAdmin },
  });
}

/** Ends every session of the account; resolves to the new token version. */
export async function bumpTokenVersion(email: string): Promise<number> {
  const { Attributes } = await update(email, {
    UpdateExpression: 'ADD tokenVersion :one',
    ExpressionAttributeValues: { ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(Attributes?.tokenVersion);
}

/**
 * Whether any account exists: one item of the staff directory's index (every account is in it), read by the
 * local stack's start-up to seed the first administrator (backend/local/stack.ts).
 */
export async function anyUserExists(): Promise<boolean> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName('users'),
      IndexName: 'byName',
      KeyConditionExpression: 'directory = :directory',
      ExpressionAttributeValues: { ':directory': DIRECTORY },
      Limit: 1,
    }),
  );
  return (Items?.length ?? 0) > 0;
}
