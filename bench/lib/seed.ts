/**
 * Generated data for the benchmarks, written straight through the adapters (the public form is throttled per
 * network, and a benchmark wants thousands): consultation requests and the documents of a folder.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../backend/adapters/dynamodb/client';
import { consultationStore } from '../../backend/adapters/dynamodb/consultations';
import { withIndexKeys, type DocumentItem } from '../../backend/adapters/dynamodb/document-keys';
import { CLIENT_TYPES } from '../../backend/contract/consultation';
import { LEAD_STATUSES, type LeadStatus } from '../../backend/contract/consultation-inbox';
import { newConsultationRecord } from '../../backend/domain/consultations/consultation-record';

const CONCURRENCY = 25;
const STATUSES = Object.keys(LEAD_STATUSES).filter((status) => status !== 'spam') as LeadStatus[];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests number `from` to `to` - 1, over the last 180 days, in every status but spam, already notified. */
export async function storeLeads(from: number, to: number): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const i = next++;
      const record = newConsultationRecord(
        {
          firstName: 'Bench',
          lastName: `Person${i}`,
          email: `bench-${i}@example.com`,
          phone: `(206) 5${String(i).padStart(6, '0')}`,
          typeOfClient: CLIENT_TYPES[i % CLIENT_TYPES.length]!,
          language: 'en' as const,
          message: `Request ${i}: ${'I was hurt in a crash and need advice. '.repeat(8)}`,
        },
        { idempotencyKey: randomUUID(), spam: false, now: new Date(Date.now() - (i % 180) * DAY_MS - i) },
      );
      record.leadStatus = STATUSES[i % STATUSES.length]!;
      record.status = 'notified';
      delete record.noticeQueue;
      await consultationStore.createIfAbsent(record);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** `count` ready PDF documents in the folder `folderId`, written in batches of 25. */
export async function fillFolder(folderId: string, count: number): Promise<void> {
  const at = new Date().toISOString();
  const records: DocumentItem[] = Array.from({ length: count }, (_, n) =>
    withIndexKeys({
      id: `${folderId}-${n}`,
      kind: 'file',
      name: `document-${String(n).padStart(5, '0')}.pdf`,
      folderId,
      state: 'ready',
      contentType: 'application/pdf',
      size: 1000 + n,
      uploadedBy: 'Bench Mark',
      createdAt: at,
      updatedAt: at,
      versionCount: 1,
      revision: 1,
    }),
  );
  for (let start = 0; start < records.length; start += 25) {
    const batch = records.slice(start, start + 25);
    await documentClient().send(
      new BatchWriteCommand({
        RequestItems: { [tableName('documents')]: batch.map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
}
