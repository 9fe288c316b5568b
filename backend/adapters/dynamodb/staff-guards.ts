/**
 * The set of active administrators, as one guard item changed only by conditional writes. Removing one is
 * refused when it would leave the set empty, so two administrators demoting each other at the same moment
 * cannot both succeed (DynamoDB applies conditional writes to one item one after the other).
 *
 * The item is built from the staff directory the first time it is needed. Accounts are always changed
 * before the set grows and after it shrinks, so if a step is interrupted the set holds fewer
 * administrators than the accounts do, never more: it may refuse a demotion, it never allows a wrong one.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';

const ACTIVE_ADMINISTRATORS = 'active-administrators';

/** Adds an administrator to the set if the set exists (if not, it is built with them when first needed). */
export async function addActiveAdministrator(email: string): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('staffGuards'),
        Key: { key: ACTIVE_ADMINISTRATORS },
        UpdateExpression: 'ADD emails :email',
        ConditionExpression: 'attribute_exists(#key)',
        ExpressionAttributeNames: { '#key': 'key' },
        ExpressionAttributeValues: { ':email': new Set([email]) },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Builds the set from the directory (a Query of the byName index, every page); never overwrites one. */
async function createActiveAdministrators(): Promise<void> {
  const emails: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName('users'),
        IndexName: 'byName',
        KeyConditionExpression: 'directory = :directory',
        ExpressionAttributeValues: { ':directory': 'staff' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.isAdmin === true && item.disabled !== true) emails.push(String(item.email));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  if (emails.length === 0) return;
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName('staffGuards'),
        Item: { key: ACTIVE_ADMINISTRATORS, emails: new Set(emails) },
        ConditionExpression: 'attribute_not_exists(#key)',
        ExpressionAttributeNames: { '#key': 'key' },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

async function guardExists(): Promise<boolean> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName('staffGuards'),
      Key: { key: ACTIVE_ADMINISTRATORS },
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
}

/**
 * Takes an administrator out of the set unless they are the last one in it. False when refused (the
 * last one, or not in the set).
 */
export async function removeActiveAdministrator(email: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName('staffGuards'),
          Key: { key: ACTIVE_ADMINISTRATORS },
          UpdateExpression: 'DELETE emails :email',
          ConditionExpression: 'contains(emails, :one) AND size(emails) > :last',
          ExpressionAttributeValues: { ':email': new Set([email]), ':one': email, ':last': 1 },
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      if (attempt > 0 || (await guardExists())) return false;
      await createActiveAdministrators();
    }
  }
  return false;
}
