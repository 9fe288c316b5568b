/**
 * The audit store and outbox against dynalite: the contract every audit store keeps, then what is this
 * adapter's own (the items it writes, one DynamoDB call a page).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/use-test-stack';
import {
  describeAuditOutboxContract,
  describeAuditStoreContract,
} from '../../testing/contracts/audit-store-contract';
import { buildAuditEntry } from '../../domain/audit/audit-log';
import { auditOutbox, auditStore, listAuditEntries } from './audit-log';
import { documentClient, tableName } from './client';
import { queryStats } from './paging';

// The adapters reach the local stack through the endpoints it sets in this process.
useTestStack();

describeAuditStoreContract('DynamoDB', () => ({ append: auditStore.append, list: listAuditEntries }));
describeAuditOutboxContract('DynamoDB', () => auditOutbox);

describe('the DynamoDB audit store', () => {
  it('writes the index keys the tables define (time, actor, target, action) and the expiry', async () => {
    const entry = buildAuditEntry(
      {
        action: 'staff.disabled',
        actor: { userId: 'u-1', email: 'admin@brandtokafor.example' },
        target: { type: 'user', id: 'u-2' },
      },
      { now: new Date('2026-11-23T10:00:00.000Z'), id: 'e-keys', retentionDays: 10 },
    );
    await auditStore.append(entry);
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName('audit'), Key: { id: 'e-keys' } }),
    );
    const { actorKind: _actorKind, ...stored } = entry;
    expect(Item).toEqual({
      ...stored,
      stream: 'all',
      actorKey: 'admin@brandtokafor.example',
      targetKey: 'user#u-2',
      sortKey: '2026-11-23T10:00:00.000Z#e-keys',
    });
  });

  it('reads one page with one DynamoDB call', async () => {
    const before = queryStats.calls;
    await listAuditEntries({});
    expect(queryStats.calls - before).toBe(1);
  });
});
