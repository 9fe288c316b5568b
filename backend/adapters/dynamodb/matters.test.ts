/**
 * The matter store against dynalite: the contract every matter store keeps, then the item this adapter
 * writes (the keys of the list indexes the tables define, and the sparse deadline keys only while open).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { proposeLimitationDeadline } from '../../domain/matters/limitations';
import type { MatterRecord } from '../../domain/matters/records';
import { describeMatterStoreContract } from '../../testing/contracts/matter-store-contract';
import { useTestStack } from '../../testing/use-test-stack';
import { documentClient, tableName } from './client';
import { matterStore } from './matters';

// The adapters reach the local stack through the endpoints it sets in this process.
useTestStack();

describeMatterStoreContract('DynamoDB', () => matterStore);

describe('the DynamoDB matter store', () => {
  const item = async (id: string) =>
    (await documentClient().send(new GetCommand({ TableName: tableName('matters'), Key: { id } }))).Item;

  it('writes the index keys from the matter, and drops the deadline keys once suit is filed', async () => {
    const facts = { incidentDate: '2025-06-01', defendantKind: 'private' as const };
    const matter: MatterRecord = {
      id: 'keys-1',
      clientName: 'Ana Lopez',
      claimType: 'Car crash',
      phase: 'demand',
      responsibleAttorney: 'eleanor@brandtokafor.example',
      facts,
      limitation: proposeLimitationDeadline(facts),
      openedAt: '2026-03-01T09:00:00.000Z',
      openedBy: 'pat@brandtokafor.example',
      version: 1,
    };
    await matterStore.create(matter);
    expect(await item('keys-1')).toMatchObject({
      listKey: 'matter',
      phaseKey: 'demand',
      attorneyKey: 'eleanor@brandtokafor.example',
      attorneyPhaseKey: 'eleanor@brandtokafor.example#demand',
      openedSort: '2026-03-01T09:00:00.000Z#keys-1',
      deadlineKey: 'open',
      attorneyDeadlineKey: 'eleanor@brandtokafor.example',
      deadlineSort: '2028-06-01#keys-1',
    });
    await matterStore.update({ ...matter, phase: 'litigation', version: 2 }, matter);
    const sued = await item('keys-1');
    expect(sued).toMatchObject({ phaseKey: 'litigation' });
    expect(sued).not.toHaveProperty('deadlineKey');
    expect(sued).not.toHaveProperty('attorneyDeadlineKey');
    expect(sued).not.toHaveProperty('deadlineSort');
  });
});
