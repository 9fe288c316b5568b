/**
 * Pending emailed codes, one record per account and purpose, holding only the code's keyed hash. A sign-in
 * code is keyed by the address, as every code was before step-up codes were kept apart; a step-up code by
 * `step-up <address>` (no address holds a space, so it can never be an account's sign-in key). Every change
 * is one conditional write, so two requests racing cannot both use a code or reset a count.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CodeKey, CodeRecord } from '../../domain/auth/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

/** The table's key of one account's code for one purpose. */
const keyOf = ({ email, purpose }: CodeKey) => ({
  email: purpose === 'sign-in' ? email : `${purpose} ${email}`,
});

/** The stored record as it is; whether it has expired, or was sent for another purpose, is the domain's decision. */
export async function getCode(key: CodeKey): Promise<CodeRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('authCodes'), Key: keyOf(key), ConsistentRead: true }),
  );
  // The stored purpose as written (none on a record from before purposes), the address as asked.
  return Item && ({ ...Item, email: key.email } as CodeRecord);
}

export async function putCode(record: CodeRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName('authCodes'), Item: { ...record, ...keyOf(record) } }),
  );
}

export function replaceCode(
  record: Omit<CodeRecord, 'failedAttempts'>,
  maxAttempts: number,
): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName('authCodes'),
        Key: keyOf(record),
        UpdateExpression: 'SET codeHash = :hash, expiresAt = :expiresAt, issuedAt = :issuedAt',
        ConditionExpression: 'attribute_exists(email) AND failedAttempts < :max AND purpose = :purpose',
        ExpressionAttributeValues: {
          ':hash': record.codeHash,
          ':expiresAt': record.expiresAt,
          ':issuedAt': record.issuedAt,
          ':max': maxAttempts,
          ':purpose': record.purpose,
        },
      }),
    ),
  );
}

export async function recordWrongCode(key: CodeKey): Promise<number> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('authCodes'),
        Key: keyOf(key),
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

export function consumeCode(key: CodeKey, codeHash: string, maxAttempts: number): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new DeleteCommand({
        TableName: tableName('authCodes'),
        Key: keyOf(key),
        ConditionExpression: 'codeHash = :hash AND failedAttempts < :max AND purpose = :purpose',
        ExpressionAttributeValues: { ':hash': codeHash, ':max': maxAttempts, ':purpose': key.purpose },
      }),
    ),
  );
}
