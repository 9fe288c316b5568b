/**
 * Leads as the conflict check sees them (domain/conflicts/ports.ts CaseDirectory): how staff know a lead
 * the check found, and the check's state kept on the lead for the inbox's mark.
 */
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LEAD_STATUSES, type LeadStatus } from '../../contract/consultation-inbox';
import type { CaseDirectory } from '../../domain/conflicts/ports';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

const TABLE = () => tableName('consultations');

/** BatchGetItem's most keys a call. */
const BATCH_GET_KEYS = 100;

/** The leads with these ids that exist (what the hits need of them), 100 a call, asking again for what DynamoDB left. */
async function batchGet(ids: readonly string[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += BATCH_GET_KEYS) {
    let keys: Record<string, unknown>[] = unique
      .slice(start, start + BATCH_GET_KEYS)
      .map((id) => ({ _id: id }));
    for (let round = 0; keys.length > 0; round++) {
      if (round === 5) throw new Error(`${keys.length} leads could not be read`);
      if (round) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const { Responses, UnprocessedKeys } = await documentClient().send(
        new BatchGetCommand({
          RequestItems: {
            [TABLE()]: {
              Keys: keys,
              ProjectionExpression: '#id, firstName, lastName, leadStatus, createdAt',
              ExpressionAttributeNames: { '#id': '_id' },
            },
          },
        }),
      );
      found.push(...(Responses?.[TABLE()] ?? []));
      keys = (UnprocessedKeys?.[TABLE()]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return found;
}

export const leadCases: CaseDirectory = {
  async describe(caseIds) {
    const items = await batchGet(caseIds);
    return new Map(
      items
        .filter((item) => item.createdAt)
        .map((item) => [
          String(item._id),
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
