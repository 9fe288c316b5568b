/**
 * The audit log's figure: DynamoDB calls and time per /audit page as the log grows. Writes
 * entries into a fresh dynalite with BatchWrite, then reads one page the ways /audit does (no filter, next
 * page, by person, by action, person + action, a date range) through the same listAuditEntries, counting
 * calls with queryStats. Usage: npm run bench:audit [-- 100 10000 100000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_ACTIONS, type AuditAction } from '../backend/contract/audit';
import { auditItemOf, listAuditEntries } from '../backend/adapters/dynamodb/audit-log';
import { documentClient, tableName } from '../backend/adapters/dynamodb/client';
import { queryStats } from '../backend/adapters/dynamodb/paging';
import { tables } from '../backend/adapters/dynamodb/tables';
import { buildAuditEntry, type AuditQuery } from '../backend/domain/audit/audit-log';
import { startDynamo } from '../backend/local/dynamodb';
import { DEFAULT_REGION } from '../backend/contract/deployment';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((size) => size > 0);
const targets = sizes.length ? sizes.sort((a, b) => a - b) : [100, 10_000, 100_000];
const ACTIONS = Object.keys(AUDIT_ACTIONS) as AuditAction[];
const PEOPLE = 40;
const start = Date.parse('2025-01-01T00:00:00Z');

/** Entry number `index`: a minute apart, people and actions in turn. */
function entry(index: number) {
  const person = `person-${index % PEOPLE}@brandtokafor.example`;
  return buildAuditEntry(
    {
      action: ACTIONS[index % ACTIONS.length]!,
      actor: { userId: `id-${index % PEOPLE}`, email: person },
      target: { type: 'user', id: `target-${index % 97}@brandtokafor.example` },
      network: `192.0.2.${index % 250}`,
      userAgent: 'bench',
    },
    { now: new Date(start + index * 60_000), id: `entry-${String(index).padStart(7, '0')}` },
  );
}

async function write(from: number, to: number) {
  for (let first = from; first < to; first += 25) {
    let items: Record<string, unknown>[] = [];
    for (let index = first; index < Math.min(first + 25, to); index++)
      items.push({ PutRequest: { Item: auditItemOf(entry(index)) } });
    while (items.length) {
      const answer = await documentClient().send(
        new BatchWriteCommand({ RequestItems: { [tableName('audit')]: items } }),
      );
      items = (answer.UnprocessedItems?.[tableName('audit')] ?? []) as Record<string, unknown>[];
    }
  }
}

async function measure(label: string, query: AuditQuery) {
  const before = queryStats.calls;
  const started = performance.now();
  const page = await listAuditEntries(query);
  return {
    label,
    calls: queryStats.calls - before,
    ms: Math.round(performance.now() - started),
    items: page.items.length,
    next: page.nextCursor,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-audit-'));
const dynamo = await startDynamo(dataDir);
Object.assign(process.env, {
  AWS_REGION: DEFAULT_REGION,
  DYNAMODB_ENDPOINT: dynamo.endpoint,
  MAIL_FROM: 'bench@brandtokafor.example',
  FIRM_INFO_EMAIL: 'bench@brandtokafor.example',
  SITE_URL: 'http://localhost',
  ...Object.fromEntries(
    Object.entries(tables).map(([key, table]) => [
      table.envVar,
      dynamo.tableNames[key as keyof typeof tables],
    ]),
  ),
});

try {
  let written = 0;
  for (const size of targets) {
    const writeStarted = performance.now();
    await write(written, size);
    written = size;
    const writeSeconds = Math.round((performance.now() - writeStarted) / 1000);
    const first = await measure('newest first', {});
    const rows = [
      first,
      await measure('next page', { cursor: first.next }),
      await measure('by person', { actor: { email: 'person-7@brandtokafor.example' } }),
      await measure('by action', { action: 'auth.sign-in' }),
      await measure('person + action', {
        actor: { email: 'person-7@brandtokafor.example' },
        action: ACTIONS[7],
      }),
      await measure('date range', { from: '2025-01-02', to: '2025-01-03' }),
    ];
    console.log(`\n${size.toLocaleString('en-US')} entries (written in ${writeSeconds} s)`);
    console.table(
      rows.map(({ label, calls, ms, items }) => ({ page: label, 'DynamoDB calls': calls, ms, items })),
    );
  }
} finally {
  await dynamo.close();
  rmSync(dataDir, { recursive: true, force: true });
}
