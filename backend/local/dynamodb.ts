/**
 * DynamoDB, locally: dynalite in this process, persisted under DATA_DIR, with the tables created from the
 * same definitions the CDK stack deploys.
 */
import { join } from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { tables, type TableKey } from '../adapters/dynamodb/tables';
import { close, listen } from './listen';

export interface LocalDynamo {
  endpoint: string;
  tableNames: Record<TableKey, string>;
  close(): Promise<void>;
}

export function createTableInput(key: TableKey, name: string): CreateTableCommandInput {
  const { partitionKey } = tables[key];
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [{ AttributeName: partitionKey, AttributeType: 'S' }],
    KeySchema: [{ AttributeName: partitionKey, KeyType: 'HASH' }],
  };
}

export async function startDynamo(dataDir: string): Promise<LocalDynamo> {
  const server = dynalite({
    path: join(dataDir, 'dynamodb'),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  const port = await listen(server, 0, 'DynamoDB');
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const tableNames = Object.fromEntries(Object.keys(tables).map((key) => [key, key])) as Record<
    TableKey,
    string
  >;
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const key of Object.keys(tables) as TableKey[]) {
    if (!existing.has(tableNames[key]))
      await client.send(new CreateTableCommand(createTableInput(key, tableNames[key])));
  }
  client.destroy();
  return { endpoint, tableNames, close: () => close(server) };
}
