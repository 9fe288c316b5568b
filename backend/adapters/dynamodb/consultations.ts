/**
 * Consultation requests in DynamoDB, keyed by `_id`. Every state change is a conditional write, so racing
 * retries store one record and racing senders claim one notice.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadStatus } from '../../contract/consultation-inbox';
import type { ConsultationRecord } from '../../domain/consultations/consultation-record';
import type {
  AcknowledgementStore,
  AcknowledgementTrouble,
  AcknowledgementTroubleStore,
  ConsultationStore,
  NoticeStore,
} from '../../domain/consultations/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';
import { queryPage } from './paging';
import { comparableEmail, comparablePhone } from '../../domain/consultations/consultation-record';
import { consultationItemOf, consultationOf } from './consultation-keys';

/** The item holding the count of requests per lead status (kept beside the requests, outside every index). */
export const COUNTS_ID = '#counts';

/**
 * Adds to the counts per lead status. Called after the conditional write that made the change succeeded,
 * so exactly one writer counts each change; a process dying between the two writes leaves a count off by
 * one, which a person reads as a hint, not a ledger (the lists themselves are exact).
 */
export async function adjustLeadCounts(delta: Partial<Record<LeadStatus, number>>): Promise<void> {
  const entries = Object.entries(delta).filter(([, change]) => change);
  if (!entries.length) return;
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('consultations'),
      Key: { _id: COUNTS_ID },
      UpdateExpression: `ADD ${entries.map((_, i) => `#s${i} :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([status], i) => [`#s${i}`, status])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, change], i) => [`:d${i}`, change])),
    }),
  );
}

export async function getConsultation(id: string): Promise<ConsultationRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('consultations'), Key: { _id: id }, ConsistentRead: true }),
  );
  return Item && consultationOf(Item);
}

async function createConsultationIfAbsent(record: ConsultationRecord): Promise<boolean> {
  const created = await conditionally(() =>
    documentClient().send(
      new PutCommand({
        TableName: tableName('consultations'),
        Item: consultationItemOf(record),
        ConditionExpression: 'attribute_not_exists(#id)',
        ExpressionAttributeNames: { '#id': '_id' },
      }),
    ),
  );
  if (created) await adjustLeadCounts({ [record.leadStatus]: 1 });
  return created;
}

async function newestOn(index: 'byEmail' | 'byPhone', attribute: string, key: string, since: string) {
  const page = await queryPage<Record<string, unknown>>(
    {
      TableName: tableName('consultations'),
      IndexName: index,
      KeyConditionExpression: '#key = :key AND createdAt >= :since',
      ExpressionAttributeNames: { '#key': attribute },
      ExpressionAttributeValues: { ':key': key, ':since': since },
      ScanIndexForward: false,
    },
    { limit: 1 },
  );
  return page.items[0] && consultationOf(page.items[0]);
}

async function findRecentByContact(
  contact: { email: string; phone: string },
  since: string,
): Promise<ConsultationRecord | undefined> {
  const phone = comparablePhone(contact.phone);
  return (
    (await newestOn('byEmail', 'emailKey', comparableEmail(contact.email), since)) ??
    (phone ? await newestOn('byPhone', 'phoneKey', phone, since) : undefined)
  );
}

/** One guarded change of a record's notice state (`#status` names the `status` attribute). */
export function updateConsultation(
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
      'SET #status = :notifying, noticeClaimedAt = :now, noticeQueue = :sending',
      '#status = :received AND spam = :false',
      {
        ':notifying': 'notifying',
        ':received': 'received',
        ':false': false,
        ':now': now.toISOString(),
        ':sending': 'sending',
      },
    ),
  );
}

/**
 * The notice went out: in the same write the visitor's acknowledgement joins its queue, so an
 * acknowledgement that fails, or that a stopped process never tried, is left for the sweeper.
 */
async function markConsultationNotified(id: string, now: Date, messageId: string): Promise<void> {
  await updateConsultation(
    id,
    'SET #status = :notified, notifiedAt = :now, noticeMessageId = :messageId, ' +
      'acknowledgementQueue = :pending REMOVE noticeQueue',
    '#status = :notifying',
    {
      ':notified': 'notified',
      ':notifying': 'notifying',
      ':now': now.toISOString(),
      ':messageId': messageId,
      ':pending': 'pending',
    },
  );
}

interface FailedAttempt {
  now: Date;
  /** No more tries: the send waits in the `failed` queue for a person instead of `pending`. */
  giveUp: boolean;
}

/**
 * What a failed send leaves on the record, the notice and the acknowledgement alike (their attributes are
 * named after them): the error, the time, one more failure, and the queue it now waits in.
 */
function failedSend(send: 'notice' | 'acknowledgement', reason: string, { now, giveUp }: FailedAttempt) {
  const name = send === 'notice' ? 'Notice' : 'Acknowledgement';
  return {
    set: `${send}Queue = :queue, last${name}Error = :reason, last${name}AttemptAt = :now`,
    add: `${send}Failures :one`,
    values: {
      ':queue': giveUp ? 'failed' : 'pending',
      ':reason': reason.slice(0, 500),
      ':now': now.toISOString(),
      ':one': 1,
    },
  };
}

async function releaseConsultationNotice(id: string, reason: string, attempt: FailedAttempt): Promise<void> {
  const failed = failedSend('notice', reason, attempt);
  await updateConsultation(
    id,
    `SET #status = :received, ${failed.set} REMOVE noticeClaimedAt ADD ${failed.add}`,
    '#status = :notifying',
    { ':received': 'received', ':notifying': 'notifying', ...failed.values },
  );
}

/** Leaving the queue with the claim: a send whose fate is unknown is never picked up again. */
function claimAcknowledgement(id: string): Promise<boolean> {
  return conditionally(() =>
    updateConsultation(
      id,
      'SET acknowledgement = :sending REMOVE acknowledgementQueue',
      'attribute_exists(#status) AND attribute_not_exists(acknowledgement) AND spam = :false',
      { ':sending': 'sending', ':false': false },
    ),
  );
}

async function markAcknowledged(id: string): Promise<void> {
  await updateConsultation(
    id,
    'SET acknowledgement = :sent',
    'acknowledgement = :sending AND attribute_exists(#status)',
    {
      ':sent': 'sent',
      ':sending': 'sending',
    },
  );
}

/** Sent, then bounced or complained of: once (SNS may deliver an event twice). */
function markAcknowledgementTrouble(id: string, trouble: AcknowledgementTrouble): Promise<boolean> {
  return conditionally(() =>
    updateConsultation(
      id,
      'SET acknowledgement = :trouble',
      'acknowledgement = :sent AND attribute_exists(#status)',
      {
        ':trouble': trouble,
        ':sent': 'sent',
      },
    ),
  );
}

async function releaseAcknowledgement(id: string, reason: string, attempt: FailedAttempt): Promise<void> {
  const failed = failedSend('acknowledgement', reason, attempt);
  await updateConsultation(
    id,
    `SET ${failed.set} REMOVE acknowledgement ADD ${failed.add}`,
    'acknowledgement = :sending AND attribute_exists(#status)',
    { ':sending': 'sending', ...failed.values },
  );
}

/** Never to be sent: out of the queue, and no claim can be taken after this. */
async function withholdAcknowledgement(id: string): Promise<void> {
  await updateConsultation(
    id,
    'SET acknowledgement = :withheld REMOVE acknowledgementQueue',
    'attribute_exists(#status) AND (attribute_not_exists(acknowledgement) OR acknowledgement = :sending)',
    { ':withheld': 'withheld', ':sending': 'sending' },
  );
}

/** A notice stuck in notifying goes back to received (a person decided to send it again). */
function releaseStuckNotice(id: string): Promise<boolean> {
  return conditionally(() =>
    updateConsultation(
      id,
      'SET #status = :received, noticeQueue = :pending REMOVE noticeClaimedAt',
      '#status = :notifying',
      {
        ':received': 'received',
        ':notifying': 'notifying',
        ':pending': 'pending',
      },
    ),
  );
}

/** Requests whose notice (byNotice) or acknowledgement (byAcknowledgement) is pending, oldest first. */
async function pendingOn(
  index: 'byNotice' | 'byAcknowledgement',
  attribute: 'noticeQueue' | 'acknowledgementQueue',
  limit: number,
): Promise<ConsultationRecord[]> {
  const page = await queryPage<Record<string, unknown>>(
    {
      TableName: tableName('consultations'),
      IndexName: index,
      KeyConditionExpression: '#queue = :pending',
      ExpressionAttributeNames: { '#queue': attribute },
      ExpressionAttributeValues: { ':pending': 'pending' },
      ScanIndexForward: true,
    },
    { limit },
  );
  return page.items.map(consultationOf);
}

/** The sweeper's one index Query for notices. */
const pendingNotices = (limit: number) => pendingOn('byNotice', 'noticeQueue', limit);

/** The sweeper's one index Query for acknowledgements. */
const pendingAcknowledgements = (limit: number) =>
  pendingOn('byAcknowledgement', 'acknowledgementQueue', limit);

/** The domain's view of this table, for submitting requests and delivering their notices. */
export const consultationStore: ConsultationStore &
  NoticeStore &
  AcknowledgementStore &
  AcknowledgementTroubleStore = {
  find: getConsultation,
  createIfAbsent: createConsultationIfAbsent,
  findRecentByContact,
  claimNotice: claimConsultationNotice,
  markNotified: markConsultationNotified,
  releaseNotice: releaseConsultationNotice,
  claimAcknowledgement,
  markAcknowledged,
  markAcknowledgementTrouble,
  releaseAcknowledgement,
  withholdAcknowledgement,
};

export { pendingAcknowledgements, pendingNotices, releaseStuckNotice };
