/**
 * Consultation requests in DynamoDB, keyed by `_id`. Every state change is a conditional write, so racing
 * retries store one record and racing senders claim one notice.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsultationRecord } from '../../domain/consultations/consultation-record';
import type { ConsultationStore } from '../../domain/consultations/submit-consultation';
import type { NoticeStore } from '../../domain/consultations/deliver-notice';
import { documentClient, tableName } from './client';

async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function getConsultation(id: string): Promise<ConsultationRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('consultations'), Key: { _id: id }, ConsistentRead: true }),
  );
  return Item as ConsultationRecord | undefined;
}

export function createConsultationIfAbsent(record: ConsultationRecord): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new PutCommand({
        TableName: tableName('consultations'),
        Item: record,
        ConditionExpression: 'attribute_not_exists(#id)',
        ExpressionAttributeNames: { '#id': '_id' },
      }),
    ),
  );
}

export function claimConsultationNotice(id: string, now: Date): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName('consultations'),
        Key: { _id: id },
        UpdateExpression: 'SET #status = :notifying, noticeClaimedAt = :now',
        ConditionExpression: '#status = :received AND spam = :false',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':notifying': 'notifying',
          ':received': 'received',
          ':false': false,
          ':now': now.toISOString(),
        },
      }),
    ),
  );
}

export async function markConsultationNotified(id: string, now: Date, messageId: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('consultations'),
      Key: { _id: id },
      UpdateExpression: 'SET #status = :notified, notifiedAt = :now, noticeMessageId = :messageId',
      ConditionExpression: '#status = :notifying',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':notified': 'notified',
        ':notifying': 'notifying',
        ':now': now.toISOString(),
        ':messageId': messageId,
      },
    }),
  );
}

export async function releaseConsultationNotice(id: string, reason: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('consultations'),
      Key: { _id: id },
      UpdateExpression:
        'SET #status = :received, lastNoticeError = :reason REMOVE noticeClaimedAt ADD noticeFailures :one',
      ConditionExpression: '#status = :notifying',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':received': 'received',
        ':notifying': 'notifying',
        ':reason': reason.slice(0, 500),
        ':one': 1,
      },
    }),
  );
}

/** The domain's view of this table, for submitting requests and delivering their notices. */
export const consultationStore: ConsultationStore & NoticeStore = {
  find: getConsultation,
  createIfAbsent: createConsultationIfAbsent,
  claimNotice: claimConsultationNotice,
  markNotified: markConsultationNotified,
  releaseNotice: releaseConsultationNotice,
};
