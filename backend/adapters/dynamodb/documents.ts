/**
 * File Manager metadata in DynamoDB (domain/documents/ports.ts). Every list is one Query page on the
 * table's key or an index (tables.ts); a save is a conditional put on the record's revision.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentSort, SortDirection } from '../../contract/documents';
import { ConflictError, type DocumentStore } from '../../domain/documents/ports';
import type { DocumentRecord, VersionRecord } from '../../domain/documents/records';
import { documentClient, tableName } from './client';
import {
  SEARCH_PARTITION,
  SORT_INDEXES,
  TRASH_LIST,
  listKeyOf,
  nameSlotOf,
  withIndexKeys,
  withVersionKeys,
} from './document-keys';
import { countQuery, queryPage } from './paging';

async function conditionalPut(
  table: 'documents',
  record: DocumentRecord,
  condition: string,
  values?: Record<string, unknown>,
) {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(table),
        Item: withIndexKeys(record),
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new ConflictError(record.id, { cause: error });
    throw error;
  }
}

function listPage(
  listKey: string,
  { sort, direction, cursor }: { sort: DocumentSort; direction: SortDirection; cursor?: string | null },
) {
  return queryPage<DocumentRecord>(
    {
      TableName: tableName('documents'),
      IndexName: SORT_INDEXES[sort].indexName,
      KeyConditionExpression: 'listKey = :list',
      ExpressionAttributeValues: { ':list': listKey },
      ScanIndexForward: direction === 'asc',
    },
    { cursor },
  );
}

export const documentStore: DocumentStore = {
  async get(id) {
    const answer = await documentClient().send(
      new GetCommand({ TableName: tableName('documents'), Key: { id } }),
    );
    return answer.Item as DocumentRecord | undefined;
  },
  create: (record) => conditionalPut('documents', record, 'attribute_not_exists(id)'),
  save: (record, expectedRevision) =>
    conditionalPut('documents', record, 'revision = :revision', { ':revision': expectedRevision }),
  async remove(id) {
    await documentClient().send(new DeleteCommand({ TableName: tableName('documents'), Key: { id } }));
  },
  async findByName(folderId, name) {
    const answer = await documentClient().send(
      new QueryCommand({
        TableName: tableName('documents'),
        IndexName: 'byNameSlot',
        KeyConditionExpression: 'nameSlot = :slot',
        ExpressionAttributeValues: { ':slot': nameSlotOf(folderId, name) },
        Limit: 1,
      }),
    );
    return answer.Items?.[0] as DocumentRecord | undefined;
  },
  listFolder: (folderId, order) => listPage(listKeyOf(folderId), order),
  listTrash: (order) => listPage(TRASH_LIST, { ...order, sort: 'date' }),
  countTrash: () =>
    countQuery({
      TableName: tableName('documents'),
      IndexName: SORT_INDEXES.date.indexName,
      KeyConditionExpression: 'listKey = :list',
      ExpressionAttributeValues: { ':list': TRASH_LIST },
    }),
  search(prefix, cursor) {
    return queryPage<DocumentRecord>(
      {
        TableName: tableName('documents'),
        IndexName: 'bySearch',
        KeyConditionExpression: 'searchKey = :search AND begins_with(nameKey, :prefix)',
        ExpressionAttributeValues: { ':search': SEARCH_PARTITION, ':prefix': prefix },
      },
      { cursor },
    );
  },
  due(kind, before) {
    return queryPage<DocumentRecord>({
      TableName: tableName('documents'),
      IndexName: 'bySweep',
      KeyConditionExpression: 'sweep = :kind AND sweepAt < :before',
      ExpressionAttributeValues: { ':kind': kind, ':before': before },
    });
  },
  async getVersion(documentId, versionId) {
    const answer = await documentClient().send(
      new GetCommand({
        TableName: tableName('documentVersions'),
        Key: { documentId, versionId },
        ConsistentRead: true,
      }),
    );
    return answer.Item as VersionRecord | undefined;
  },
  async putVersion(version) {
    await documentClient().send(
      new PutCommand({ TableName: tableName('documentVersions'), Item: withVersionKeys(version) }),
    );
  },
  async removeVersion(documentId, versionId) {
    await documentClient().send(
      new DeleteCommand({ TableName: tableName('documentVersions'), Key: { documentId, versionId } }),
    );
  },
  listVersions(documentId, cursor) {
    return queryPage<VersionRecord>(
      {
        TableName: tableName('documentVersions'),
        KeyConditionExpression: 'documentId = :id',
        ExpressionAttributeValues: { ':id': documentId },
        ScanIndexForward: false,
      },
      { cursor },
    );
  },
  duePendingVersions(before) {
    return queryPage<VersionRecord>({
      TableName: tableName('documentVersions'),
      IndexName: 'bySweep',
      KeyConditionExpression: 'sweep = :kind AND sweepAt < :before',
      ExpressionAttributeValues: { ':kind': 'pending', ':before': before },
    });
  },
};
