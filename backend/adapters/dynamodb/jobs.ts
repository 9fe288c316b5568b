/**
 * Bulk jobs in the jobs table (tables.ts): one item per job, read by its id (GetItem, consistent, for the
 * progress a screen polls), counts added atomically, expiring a week after the job started.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TrashEmptyingJob, TrashEmptyingJobs } from '../../domain/documents/trash-emptying';
import { documentClient, tableName } from './client';

const KEPT_SECONDS = 7 * 24 * 60 * 60;

export const trashEmptyingJobs: TrashEmptyingJobs = {
  async create(job) {
    const expiresAt = Math.floor(Date.parse(job.startedAt) / 1000) + KEPT_SECONDS;
    await documentClient().send(
      new PutCommand({
        TableName: tableName('jobs'),
        Item: { ...job, kind: 'trash-emptying', expiresAt },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  },
  async get(id) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName('jobs'), Key: { id }, ConsistentRead: true }),
    );
    if (!Item || Item.kind !== 'trash-emptying') return undefined;
    const { kind: _kind, expiresAt: _expiresAt, ...job } = Item;
    return job as TrashEmptyingJob;
  },
  async addProgress(id, { deleted, failed }) {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('jobs'),
        Key: { id },
        UpdateExpression: 'ADD deleted :deleted, failed :failed',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: { ':deleted': deleted, ':failed': failed },
      }),
    );
  },
  async finish(id, finishedAt) {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('jobs'),
        Key: { id },
        UpdateExpression: 'SET #state = :done, finishedAt = :at',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':done': 'done', ':at': finishedAt },
      }),
    );
  },
};
