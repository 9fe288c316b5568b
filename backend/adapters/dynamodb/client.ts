import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';

let client: DynamoDBDocumentClient | undefined;
let clientEndpoint: string | undefined;

/** One document client per process (per endpoint), pointed at dynalite when running locally. */
export function documentClient(): DynamoDBDocumentClient {
  const { region, endpoints } = config();
  if (!client || clientEndpoint !== endpoints.dynamodb) {
    clientEndpoint = endpoints.dynamodb;
    const local = endpoints.dynamodb
      ? { endpoint: endpoints.dynamodb, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {};
    client = DynamoDBDocumentClient.from(new DynamoDBClient({ region, ...local }), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return client;
}

export function tableName(key: keyof ReturnType<typeof config>['tableNames']): string {
  const name = config().tableNames[key];
  if (!name) throw new Error(`No table name configured for ${key}`);
  return name;
}
