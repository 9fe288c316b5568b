/**
 * Staff accounts in DynamoDB. The key is the normalised email, so creating a user is a conditional put
 * that cannot overwrite an existing account.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';

export interface StoredUser {
  /** Normalised (trimmed, lower-case) email: the key. */
  email: string;
  _id: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  isAdmin: boolean;
  /** Bumped on password change; tokens carrying an older version are refused. */
  tokenVersion: number;
  createdAt: string;
  /** Consecutive failed password attempts, and the lockout they caused (epoch seconds). */
  failedLogins?: number;
  lockedUntil?: number;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class DuplicateUserError extends Error {
  override name = 'DuplicateUserError';
}

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

/** Whether any account exists. Used once at local start-up and by create-admin, never on a request path. */
export async function anyUserExists(): Promise<boolean> {
  const { Items } = await documentClient().send(
    new ScanCommand({ TableName: tableName('users'), Limit: 1, ProjectionExpression: 'email' }),
  );
  return (Items?.length ?? 0) > 0;
}
