import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { endpointClient } from '../endpoint-client';

/** One document client per process (per endpoint), pointed at dynalite when running locally. */
export const documentClient = endpointClient(
  (endpoints) => endpoints.dynamodb,
  (region, endpoint) => {
    const local = endpoint
      ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {};
    return DynamoDBDocumentClient.from(new DynamoDBClient({ region, ...local }), {
      marshallOptions: { removeUndefinedValues: true },
    });
  },
);

export function tableName(key: keyof ReturnType<typeof config>['tableNames']): string {
  const name = config().tableNames[key];
  if (!name) throw new Error(`No table name configured for ${key}`);
  return name;
}
