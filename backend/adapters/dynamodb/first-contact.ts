/**
 * The first-contact alerts' reads and claims on the consultations table: waiting leads are one Query on
 * the status index (New, oldest first, up to the latest arrival that can be due), and each alert stage is
 * claimed by a conditional write that holds only while the lead is New and the stage unsent.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsultationRecord } from '../../domain/consultations/consultation-record';
import type { AlertStage, FirstContactStore } from '../../domain/consultations/first-contact';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';
import { queryPage } from './paging';
import { consultationOf } from './consultation-keys';
import { CONSULTATION_INDEX_KEYS } from './tables';

const STAGE_ATTRIBUTE: Record<AlertStage, 'firstAlertAt' | 'escalatedAt'> = {
  assignee: 'firstAlertAt',
  administrators: 'escalatedAt',
};

/** New leads, oldest first (status index): a page of those `filter` keeps, arrived by `arrivedBy` if set. */
async function newLeads(filter: string, limit: number, arrivedBy?: string): Promise<ConsultationRecord[]> {
  const page = await queryPage<Record<string, unknown>>(
    {
      TableName: tableName('consultations'),
      IndexName: 'byStatus',
      KeyConditionExpression: arrivedBy ? '#status = :new AND createdAt <= :arrivedBy' : '#status = :new',
      FilterExpression: filter,
      ExpressionAttributeNames: { '#status': CONSULTATION_INDEX_KEYS.byStatus },
      ExpressionAttributeValues: { ':new': 'new', ...(arrivedBy ? { ':arrivedBy': arrivedBy } : {}) },
      ScanIndexForward: true,
    },
    { limit },
  );
  return page.items.map(consultationOf);
}

const waitingLeads = (arrivedBy: string, limit: number) =>
  newLeads('attribute_not_exists(escalatedAt)', limit, arrivedBy);
const alertedLeads = (limit: number) => newLeads('attribute_exists(firstAlertAt)', limit);

function claimAlert(id: string, stage: AlertStage, now: Date): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName('consultations'),
        Key: { _id: id },
        UpdateExpression: 'SET #stage = :now',
        ConditionExpression: 'leadStatus = :new AND attribute_not_exists(#stage)',
        ExpressionAttributeNames: { '#stage': STAGE_ATTRIBUTE[stage] },
        ExpressionAttributeValues: { ':now': now.toISOString(), ':new': 'new' },
      }),
    ),
  );
}

export const firstContactStore: FirstContactStore = { waitingLeads, alertedLeads, claimAlert };
