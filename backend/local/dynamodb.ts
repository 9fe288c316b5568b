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
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { keyAttributes, tables, type TableDefinition, type TableKey } from '../adapters/dynamodb/tables';
import { DEFAULT_REGION } from '../contract/deployment';
import { close, listen } from './listen';

export interface LocalDynamo {
  endpoint: string;
  tableNames: Record<TableKey, string>;
  close(): Promise<void>;
}

function keySchema(partitionKey: string, sortKey: string | undefined): KeySchemaElement[] {
  const schema: KeySchemaElement[] = [{ AttributeName: partitionKey, KeyType: 'HASH' }];
  if (sortKey) schema.push({ AttributeName: sortKey, KeyType: 'RANGE' });
  return schema;
}

export function createTableInput(key: TableKey, name: string): CreateTableCommandInput {
  const definition: TableDefinition = tables[key];
  const indexes = definition.indexes ?? [];
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes(definition).map((attribute) => ({
      AttributeName: attribute,
      AttributeType: 'S',
    })),
    KeySchema: keySchema(definition.partitionKey, definition.sortKey),
    GlobalSecondaryIndexes: indexes.length
      ? indexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: keySchema(index.partitionKey, index.sortKey),
          Projection: { ProjectionType: 'ALL' },
        }))
      : undefined,
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
    region: DEFAULT_REGION,
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
