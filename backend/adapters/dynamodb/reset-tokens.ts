/** Password-reset tokens, keyed by the token's keyed hash; the token itself is only ever in the email. */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ResetTokenRecord } from '../../domain/auth/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

/** The stored record as it is; whether it has expired is the domain's decision. */
export async function getResetToken(tokenHash: string): Promise<ResetTokenRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('resetTokens'), Key: { tokenHash }, ConsistentRead: true }),
  );
  return Item as ResetTokenRecord | undefined;
}

export async function putResetToken(record: ResetTokenRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName('resetTokens'),
      Item: record,
      ConditionExpression: 'attribute_not_exists(tokenHash)',
    }),
  );
}

/** Deletes the token only if it is still there, so of two racing requests exactly one succeeds. */
export function consumeResetToken(tokenHash: string): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new DeleteCommand({
        TableName: tableName('resetTokens'),
        Key: { tokenHash },
        ConditionExpression: 'attribute_exists(tokenHash)',
      }),
    ),
  );
}
