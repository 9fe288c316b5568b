/**
 * The consultation and inbox stores against dynalite: the contract every such store keeps, then the items
 * these adapters write (the keys of the inbox and search indexes the tables define).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/use-test-stack';
import { describeInboxStoreContract } from '../../testing/contracts/inbox-store-contract';
import { newConsultationRecord } from '../../domain/consultations/consultation-record';
import { documentClient, tableName } from './client';
import { consultationStore } from './consultations';
import { inboxStore } from './consultation-inbox';

// The adapters reach the local stack through the endpoints it sets in this process.
useTestStack();

describeInboxStoreContract('DynamoDB', () => ({ ...consultationStore, ...inboxStore }));

describe('the DynamoDB consultation store', () => {
  const details = {
    firstName: 'Ana',
    lastName: ' Van  Dyke ',
    email: ' Ana@Example.com',
    phone: '+1 (206) 555-0100',
    typeOfClient: 'Yes, I am a potential new client',
    language: 'en' as const,
    message: 'Hello',
  } as const;
  const itemOf = async (id: string) =>
    (await documentClient().send(new GetCommand({ TableName: tableName('consultations'), Key: { _id: id } })))
      .Item;

  it('writes the inbox and search keys the tables define, and leaves spam out of the inbox', async () => {
    const now = new Date('2026-11-01T09:00:00.000Z');
    const real = newConsultationRecord(details, { idempotencyKey: 'keys-real', spam: false, now });
    const spam = newConsultationRecord(details, { idempotencyKey: 'keys-spam', spam: true, now });
    await consultationStore.createIfAbsent(real);
    await consultationStore.createIfAbsent(spam);
    const searchKeys = { emailKey: 'ana@example.com', phoneKey: '12065550100', nameKey: 'van dyke' };
    expect(await itemOf(real._id)).toEqual({ ...real, stream: 'all', ...searchKeys });
    expect(await itemOf(spam._id)).toEqual({ ...spam, ...searchKeys });
  });
});
