/**
 * Follow-ups on the consultations table: one Query on the sparse byFollowUp index (owner, due time), and
 * the digest's once-a-day markers as items of the settings table, each claimed by a conditional put and
 * left to expire after a week.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsultationRecord } from '../../domain/consultations/consultation-record';
import type { FeedLeads } from '../../domain/calendar-feed/ports';
import type { DailyMarkers, FollowUpStore } from '../../domain/consultations/follow-ups';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';
import { queryPage } from './paging';
import { consultationOf } from './consultation-keys';

/** `owner`'s leads with a follow-up due within the key condition's range, earliest first. */
async function followUpsIn(
  owner: string,
  range: { condition: string; values: Record<string, string> },
  limit: number,
): Promise<ConsultationRecord[]> {
  const page = await queryPage<Record<string, unknown>>(
    {
      TableName: tableName('consultations'),
      IndexName: 'byFollowUp',
      KeyConditionExpression: `followUpOwner = :owner AND ${range.condition}`,
      ExpressionAttributeValues: { ':owner': owner, ...range.values },
      ScanIndexForward: true,
    },
    { limit },
  );
  return page.items.map(consultationOf);
}

const dueFollowUps = (owner: string, dueBy: string, limit: number) =>
  followUpsIn(owner, { condition: 'followUpDueAt <= :dueBy', values: { ':dueBy': dueBy } }, limit);

/** The calendar feed's window: due between `from` and `to`. */
const followUpsBetween = (owner: string, from: string, to: string, limit: number) =>
  followUpsIn(
    owner,
    { condition: 'followUpDueAt BETWEEN :from AND :to', values: { ':from': from, ':to': to } },
    limit,
  );

export const followUpStore: FollowUpStore & FeedLeads = { dueFollowUps, followUpsBetween };

const MARKER_DAYS = 7;

export function dailyMarkers(now: () => Date): DailyMarkers {
  return {
    async has(key) {
      const { Item } = await documentClient().send(
        new GetCommand({ TableName: tableName('settings'), Key: { key }, ConsistentRead: true }),
      );
      return Boolean(Item);
    },
    claim(key) {
      const expiresAt = Math.floor(now().getTime() / 1000) + MARKER_DAYS * 24 * 60 * 60;
      return conditionally(() =>
        documentClient().send(
          new PutCommand({
            TableName: tableName('settings'),
            Item: { key, expiresAt },
            ConditionExpression: 'attribute_not_exists(#key)',
            ExpressionAttributeNames: { '#key': 'key' },
          }),
        ),
      );
    },
  };
}
