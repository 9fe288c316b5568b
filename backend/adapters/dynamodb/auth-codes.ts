/**
 * Pending sign-in codes, one record per account (keyed by email), holding only the code's keyed hash.
 * Every change is one conditional write, so two requests racing cannot both use a code or reset a count.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CodeRecord } from '../../domain/auth/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

/** The stored record as it is; whether it has expired is the domain's decision. */
export async function getCode(email: string): Promise<CodeRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('authCodes'), Key: { email }, ConsistentRead: true }),
  );
  return Item as CodeRecord | undefined;
}

export async function putCode(record: CodeRecord): Promise<void> {
  await documentClient().send(new PutCommand({ TableName: tableName('authCodes'), Item: record }));
}

export function replaceCode(
  record: Omit<CodeRecord, 'failedAttempts'>,
  maxAttempts: number,
): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName('authCodes'),
        Key: { email: record.email },
        UpdateExpression: 'SET codeHash = :hash, expiresAt = :expiresAt, issuedAt = :issuedAt',
        ConditionExpression: 'attribute_exists(email) AND failedAttempts < :max',
        ExpressionAttributeValues: {
          ':hash': record.codeHash,
          ':expiresAt': record.expiresAt,
          ':issuedAt': record.issuedAt,
          ':max': maxAttempts,
        },
      }),
    ),
  );
}

export async function recordWrongCode(email: string): Promise<number> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('authCodes'),
        Key: { email },
        UpdateExpression: 'ADD failedAttempts :one',
        ConditionExpression: 'attribute_exists(email)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.failedAttempts ?? 0);
  } catch (error) {
    // The code was used or replaced by a new sign-in in the meantime: nothing left to count against.
    if (error instanceof ConditionalCheckFailedException) return Number.POSITIVE_INFINITY;
    throw error;
  }
}

export function consumeCode(email: string, codeHash: string, maxAttempts: number): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new DeleteCommand({
        TableName: tableName('authCodes'),
        Key: { email },
        ConditionExpression: 'codeHash = :hash AND failedAttempts < :max',
        ExpressionAttributeValues: { ':hash': codeHash, ':max': maxAttempts },
      }),
    ),
  );
}
