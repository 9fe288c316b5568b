/** The firm's settings as one item (`key = firm`) in the settings table, written on a version. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { FirmSettingsView } from '../../contract/firm-settings';
import type { SettingsStore } from '../../domain/settings/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

const FIRM_KEY = 'firm';

async function get(): Promise<FirmSettingsView | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('settings'), Key: { key: FIRM_KEY }, ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { key: _key, ...settings } = Item;
  return settings as FirmSettingsView;
}

function put(settings: FirmSettingsView, expectedVersion: number): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new PutCommand({
        TableName: tableName('settings'),
        Item: { key: FIRM_KEY, ...settings },
        ConditionExpression: expectedVersion ? '#version = :expected' : 'attribute_not_exists(#key)',
        ExpressionAttributeNames: expectedVersion ? { '#version': 'version' } : { '#key': 'key' },
        ...(expectedVersion ? { ExpressionAttributeValues: { ':expected': expectedVersion } } : {}),
      }),
    ),
  );
}

export const settingsStore: SettingsStore = { get, put };
