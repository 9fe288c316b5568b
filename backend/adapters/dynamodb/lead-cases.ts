/**
 * Leads as the conflict check sees them (domain/conflicts/ports.ts CaseDirectory): how staff know a lead
 * the check found, and the check's state kept on the lead for the inbox's mark.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LEAD_STATUSES, type LeadStatus } from '../../contract/consultation-inbox';
import type { CaseDirectory } from '../../domain/conflicts/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

const TABLE = () => tableName('consultations');

export const leadCases: CaseDirectory = {
  async describe(caseIds) {
    const found = await Promise.all(
      caseIds.map(async (id) => {
        const { Item } = await documentClient().send(
          new GetCommand({
            TableName: TABLE(),
            Key: { _id: id },
            ProjectionExpression: '#id, firstName, lastName, leadStatus, createdAt',
            ExpressionAttributeNames: { '#id': '_id' },
          }),
        );
        return Item?.createdAt ? ([id, Item] as const) : undefined;
      }),
    );
    return new Map(
      found
        .filter((entry) => entry !== undefined)
        .map(([id, item]) => [
          id,
          {
            label: `Lead: ${String(item.firstName)} ${String(item.lastName)}`,
            status: LEAD_STATUSES[item.leadStatus as LeadStatus] ?? String(item.leadStatus),
          },
        ]),
    );
  },

  async setConflictState(caseId, state) {
    // A lead deleted meanwhile keeps no mark: the condition stops the update from making a stub item.
    await conditionally(() =>
      documentClient().send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: { _id: caseId },
          UpdateExpression: 'SET conflictState = :state',
          ConditionExpression: 'attribute_exists(createdAt)',
          ExpressionAttributeValues: { ':state': state },
        }),
      ),
    );
  },
};
