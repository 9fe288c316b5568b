/**
 * Matters in DynamoDB (domain/matters/ports.ts MatterStore): one item per matter under its id; a new matter
 * is put only where none is, and a change only over the version it was made on.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MatterStore } from '../../domain/matters/ports';
import type { MatterRecord } from '../../domain/matters/records';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

const TABLE = () => tableName('matters');

export const matterStore: MatterStore = {
  async get(id) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: TABLE(), Key: { id }, ConsistentRead: true }),
    );
    return Item as MatterRecord | undefined;
  },

  create(matter) {
    return conditionally(() =>
      documentClient().send(
        new PutCommand({ TableName: TABLE(), Item: matter, ConditionExpression: 'attribute_not_exists(id)' }),
      ),
    );
  },

  update(matter, version) {
    return conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: matter,
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': version },
        }),
      ),
    );
  },
};
