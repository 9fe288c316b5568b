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

function createConsultationIfAbsent(record: ConsultationRecord): Promise<boolean> {
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

/** One guarded change of a record's notice state (`#status` names the `status` attribute). */
function updateConsultation(
  id: string,
  update: string,
  condition: string,
  values: Record<string, unknown>,
): Promise<unknown> {
  return documentClient().send(
    new UpdateCommand({
      TableName: tableName('consultations'),
      Key: { _id: id },
      UpdateExpression: update,
      ConditionExpression: condition,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: values,
    }),
  );
}

function claimConsultationNotice(id: string, now: Date): Promise<boolean> {
  return conditionally(() =>
    updateConsultation(
      id,
      'SET #status = :notifying, noticeClaimedAt = :now',
      '#status = :received AND spam = :false',
      { ':notifying': 'notifying', ':received': 'received', ':false': false, ':now': now.toISOString() },
    ),
  );
}

async function markConsultationNotified(id: string, now: Date, messageId: string): Promise<void> {
  await updateConsultation(
    id,
    'SET #status = :notified, notifiedAt = :now, noticeMessageId = :messageId',
    '#status = :notifying',
    {
      ':notified': 'notified',
      ':notifying': 'notifying',
      ':now': now.toISOString(),
      ':messageId': messageId,
    },
  );
}

async function releaseConsultationNotice(id: string, reason: string): Promise<void> {
  await updateConsultation(
    id,
    'SET #status = :received, lastNoticeError = :reason REMOVE noticeClaimedAt ADD noticeFailures :one',
    '#status = :notifying',
    { ':received': 'received', ':notifying': 'notifying', ':reason': reason.slice(0, 500), ':one': 1 },
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
