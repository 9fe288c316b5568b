/**
 * The set of active administrators, as one guard item changed only by conditional writes. Removing one is
 * refused when it would leave the set empty, so two administrators demoting each other at the same moment
 * cannot both succeed (DynamoDB applies conditional writes to one item one after the other).
 *
 * The item is built from the staff directory the first time it is needed. Accounts are always changed
 * before the set grows and after it shrinks, so if a step is interrupted the set holds fewer
 * administrators than the accounts do, never more: it may refuse a demotion, it never allows a wrong one.
 */
import { GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';
import { queryAll } from './paging';

const ACTIVE_ADMINISTRATORS = 'active-administrators';

/** One conditional change of the set; false when its condition did not hold. */
function updateActiveAdministrators(
  change: Pick<
    UpdateCommandInput,
    'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >,
): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName('staffGuards'),
        Key: { key: ACTIVE_ADMINISTRATORS },
        ...change,
      }),
    ),
  );
}

/** Adds an administrator to the set if the set exists (if not, it is built with them when first needed). */
export async function addActiveAdministrator(email: string): Promise<void> {
  await updateActiveAdministrators({
    UpdateExpression: 'ADD emails :email',
    ConditionExpression: 'attribute_exists(#key)',
    ExpressionAttributeNames: { '#key': 'key' },
    ExpressionAttributeValues: { ':email': new Set([email]) },
  });
}

/** Builds the set from the directory (a Query of the byName index, every page); never overwrites one. */
async function createActiveAdministrators(): Promise<void> {
  const emails: string[] = [];
  const directory = queryAll<Record<string, unknown>>({
    TableName: tableName('users'),
    IndexName: 'byName',
    KeyConditionExpression: 'directory = :directory',
    ExpressionAttributeValues: { ':directory': 'staff' },
  });
  for await (const item of directory) {
    if (item.isAdmin === true && item.disabled !== true) emails.push(String(item.email));
  }
  if (emails.length === 0) return;
  await conditionally(() =>
    documentClient().send(
      new PutCommand({
        TableName: tableName('staffGuards'),
        Item: { key: ACTIVE_ADMINISTRATORS, emails: new Set(emails) },
        ConditionExpression: 'attribute_not_exists(#key)',
        ExpressionAttributeNames: { '#key': 'key' },
      }),
    ),
  );
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
    const removed = await updateActiveAdministrators({
      UpdateExpression: 'DELETE emails :email',
      ConditionExpression: 'contains(emails, :one) AND size(emails) > :last',
      ExpressionAttributeValues: { ':email': new Set([email]), ':one': email, ':last': 1 },
    });
    if (removed) return true;
    if (attempt > 0 || (await guardExists())) return false;
    await createActiveAdministrators();
  }
  return false;
}
