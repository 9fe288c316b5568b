/**
 * Client document requests in DynamoDB (domain/client-requests/ports.ts): one table holds each request, its
 * files and a pointer from each live link's token hash (tables.ts). Every list is one Query page on the key
 * or an index; a save is a conditional put on the record's revision, a file's change a conditional put on
 * its state.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ClientFileState } from '../../contract/client-requests';
import { PAGE_SIZE } from '../../contract/paging';
import { ConflictError } from '../../domain/documents/ports';
import type { ClientRequestStore } from '../../domain/client-requests/ports';
import {
  sweepDueOf,
  type ClientFileRecord,
  type ClientRequestRecord,
} from '../../domain/client-requests/records';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';
import { queryPage } from './paging';

const TABLE = () => tableName('clientRequests');
const REQUEST_SK = 'request';
const TOKEN_SK = 'token';
const ALL_REQUESTS = 'all';
const DUE = 'due';
const requestPk = (id: string) => `request#${id}`;
const tokenPk = (tokenHash: string) => `token#${tokenHash}`;
const fileSk = (fileId: string) => `file#${fileId}`;

/** The stored item: the record with its keys; `sweep`/`sweepAt` only while the schedule has work on it. */
function requestItem(request: ClientRequestRecord) {
  const sweepAt = sweepDueOf(request);
  return {
    ...request,
    pk: requestPk(request.id),
    sk: REQUEST_SK,
    listKey: ALL_REQUESTS,
    ...(sweepAt ? { sweep: DUE, sweepAt } : {}),
  };
}

function requestOf(item: Record<string, unknown> | undefined): ClientRequestRecord | undefined {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, listKey: _list, sweep: _sweep, sweepAt: _at, ...request } = item;
  return request as unknown as ClientRequestRecord;
}

function fileOf(item: Record<string, unknown>): ClientFileRecord {
  const { pk: _pk, sk: _sk, ...file } = item;
  return file as unknown as ClientFileRecord;
}

async function putToken(tokenHash: string, requestId: string) {
  await documentClient().send(
    new PutCommand({ TableName: TABLE(), Item: { pk: tokenPk(tokenHash), sk: TOKEN_SK, requestId } }),
  );
}

/** Request ids are UUIDs, so this one names nothing. */
const NO_REQUEST_ID = 'no-request';

async function getRequest(id: string) {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: TABLE(), Key: { pk: requestPk(id), sk: REQUEST_SK }, ConsistentRead: true }),
  );
  return requestOf(Item);
}

export const clientRequestStore: ClientRequestStore = {
  async create(request) {
    await putToken(request.tokenHash, request.id);
    const created = await conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: requestItem(request),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
    if (!created) throw new ConflictError(request.id);
  },

  get: getRequest,

  async findByTokenHash(tokenHash) {
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: TABLE(),
        Key: { pk: tokenPk(tokenHash), sk: TOKEN_SK },
        ConsistentRead: true,
      }),
    );
    // A made-up token reads a request too (one no id can name), so it costs what a real one does: the
    // link's "does not work" answer gives away nothing in its timing.
    return getRequest(typeof Item?.requestId === 'string' ? Item.requestId : NO_REQUEST_ID);
  },

  async save(request, expectedRevision) {
    let old: Record<string, unknown> | undefined;
    try {
      const answer = await documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: requestItem(request),
          ConditionExpression: 'revision = :expected',
          ExpressionAttributeValues: { ':expected': expectedRevision },
          ReturnValues: 'ALL_OLD',
        }),
      );
      old = answer.Attributes;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException)
        throw new ConflictError(request.id, { cause: error });
      throw error;
    }
    const oldHash = old?.tokenHash;
    if (typeof oldHash === 'string' && oldHash !== request.tokenHash) {
      await putToken(request.tokenHash, request.id);
      await documentClient().send(
        new DeleteCommand({ TableName: TABLE(), Key: { pk: tokenPk(oldHash), sk: TOKEN_SK } }),
      );
    }
  },

  async list(cursor) {
    const page = await queryPage<Record<string, unknown>>(
      {
        TableName: TABLE(),
        IndexName: 'byCreated',
        KeyConditionExpression: 'listKey = :all',
        ExpressionAttributeValues: { ':all': ALL_REQUESTS },
        ScanIndexForward: false,
      },
      { cursor },
    );
    return { items: page.items.map((item) => requestOf(item)!), nextCursor: page.nextCursor };
  },

  async due(before) {
    const page = await queryPage<Record<string, unknown>>(
      {
        TableName: TABLE(),
        IndexName: 'bySweep',
        KeyConditionExpression: 'sweep = :due AND sweepAt <= :before',
        ExpressionAttributeValues: { ':due': DUE, ':before': before },
      },
      { limit: 100 },
    );
    return { items: page.items.map((item) => requestOf(item)!), nextCursor: page.nextCursor };
  },

  async createFile(file) {
    const created = await conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: { ...file, pk: requestPk(file.requestId), sk: fileSk(file.id) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
    if (!created) throw new ConflictError(file.id);
  },

  async getFile(requestId, fileId) {
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: TABLE(),
        Key: { pk: requestPk(requestId), sk: fileSk(fileId) },
        ConsistentRead: true,
      }),
    );
    return Item ? fileOf(Item) : undefined;
  },

  saveFile(file, expectedStates: readonly ClientFileState[], pinnableTo) {
    const names = expectedStates.map((_, index) => `:s${index}`);
    const pinned = pinnableTo ? ' AND (attribute_not_exists(#pinned) OR #pinned.#eTag = :eTag)' : '';
    return conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: { ...file, pk: requestPk(file.requestId), sk: fileSk(file.id) },
          ConditionExpression: `#state IN (${names.join(', ')})${pinned}`,
          ExpressionAttributeNames: {
            '#state': 'state',
            ...(pinnableTo ? { '#pinned': 'pinnedObject', '#eTag': 'eTag' } : {}),
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(names.map((name, index) => [name, expectedStates[index]])),
            ...(pinnableTo ? { ':eTag': pinnableTo.eTag } : {}),
          },
        }),
      ),
    );
  },

  async listFiles(requestId, cursor, limit = PAGE_SIZE) {
    const page = await queryPage<Record<string, unknown>>(
      {
        TableName: TABLE(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :file)',
        ExpressionAttributeValues: { ':pk': requestPk(requestId), ':file': 'file#' },
      },
      { cursor, limit },
    );
    return { items: page.items.map(fileOf), nextCursor: page.nextCursor };
  },
};
