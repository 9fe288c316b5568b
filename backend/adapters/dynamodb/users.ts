/**
 * Staff accounts in DynamoDB. The key is the normalised email, so creating a user is a conditional put
 * that cannot overwrite an existing account.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DuplicateUserError, normaliseEmail, type StoredUser } from '../../domain/auth/user';
import { documentClient, tableName } from './client';

export async function getUser(email: string): Promise<StoredUser | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName('users'),
      Key: { email: normaliseEmail(email) },
      ConsistentRead: true,
    }),
  );
  return Item as StoredUser | undefined;
}

export async function createUser(user: StoredUser): Promise<void> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName('users'),
        Item: user,
        ConditionExpression: 'attribute_not_exists(email)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new DuplicateUserError(user.email);
    throw error;
  }
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

/** Whether any account exists. Used once at local start-up and by create-admin, never on a request path. */
export async function anyUserExists(): Promise<boolean> {
  const { Items } = await documentClient().send(
    new ScanCommand({ TableName: tableName('users'), Limit: 1, ProjectionExpression: 'email' }),
  );
  return (Items?.length ?? 0) > 0;
}
