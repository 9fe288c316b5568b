/**
 * `npm run bench:inbox`: what one inbox screen costs as the number of stored requests grows (not part of
 * `npm test`). Starts its own local stack (fresh DATA_DIR), stores requests through the real adapter in two
 * steps (BENCH_SMALL, then up to BENCH_REQUESTS), and after each step measures through /graphql (the
 * authorizer and resolver included) the DynamoDB calls (queryStats.calls) and the median latency of: the
 * first inbox page, the fifth page, a status filter and a search; then an export of every request (time,
 * size and the process's peak heap while it ran). The stack runs in this process, so heap figures include
 * the stack's own; they bound what the export Lambda needs from above.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { consultationStore } from '../backend/adapters/dynamodb/consultations';
import { queryStats } from '../backend/adapters/dynamodb/paging';
import { CLIENT_TYPES } from '../backend/contract/consultation';
import { LEAD_STATUSES, type LeadStatus } from '../backend/contract/consultation-inbox';
import { EXPORT_CONSULTATIONS, LIST_CONSULTATIONS } from '../backend/contract/operations';
import { newConsultationRecord } from '../backend/domain/consultations/consultation-record';
import { signIn } from '../backend/handlers/graphql/auth/auth-test-helpers';
import { startTestStack, TEST_ADMIN, type TestStack } from '../backend/local/test-stack';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 10_000);
const SMALL = Number(process.env.BENCH_SMALL ?? 1_000);
const CONCURRENCY = 25;
const RUNS = 5;
const STATUSES = Object.keys(LEAD_STATUSES).filter((status) => status !== 'spam') as LeadStatus[];
const DAY_MS = 24 * 60 * 60 * 1000;

async function store(from: number, to: number): Promise<void> {
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(
  stack: TestStack,
  token: string,
  label: string,
  variables: Record<string, unknown>,
  pages = 1,
) {
  const latencies: number[] = [];
  let calls = 0;
  for (let run = 0; run < RUNS; run += 1) {
    let cursor: string | null = null;
    for (let page = 1; page < pages; page += 1) {
      const { body } = await stack.graphql(LIST_CONSULTATIONS, { ...variables, cursor }, token);
      cursor = body.data.consultations.nextCursor as string;
    }
    const before = queryStats.calls;
    const started = performance.now();
    const { body } = await stack.graphql(LIST_CONSULTATIONS, { ...variables, cursor }, token);
    latencies.push(performance.now() - started);
    calls = queryStats.calls - before;
    if (body.errors || body.data.consultations.items.length === 0)
      throw new Error(`${label}: ${JSON.stringify(body)}`);
  }
  return { view: label, dynamoCalls: calls, medianMs: Math.round(median(latencies)) };
}

async function measureExport(stack: TestStack, token: string) {
  let peak = process.memoryUsage().heapUsed;
  const baseline = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
  const started = performance.now();
  const { body } = await stack.graphql(EXPORT_CONSULTATIONS, {}, token);
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const csv = await (await fetch(body.data.exportConsultations.url as string)).text();
  return {
    rows: body.data.exportConsultations.count as number,
    ms: Math.round(ms),
    csvMB: +(Buffer.byteLength(csv) / 1e6).toFixed(1),
    heapBaselineMB: Math.round(baseline / 1e6),
    heapPeakMB: Math.round(peak / 1e6),
  };
}

async function main() {
  const stack = await startTestStack();
  try {
    const token = await signIn(stack, TEST_ADMIN);
    for (const [from, to] of [
      [0, SMALL],
      [SMALL, TOTAL],
    ] as const) {
      const started = performance.now();
      await store(from, to);
      console.log(`stored ${to} requests (${Math.round((performance.now() - started) / 1000)} s)`);
      console.table([
        await measure(stack, token, `first page (${to})`, {}),
        await measure(stack, token, `fifth page (${to})`, {}, 5),
        await measure(stack, token, `status "contacted" (${to})`, { status: 'contacted' }),
        await measure(stack, token, `search by email (${to})`, { search: 'bench-7@example.com' }),
      ]);
    }
    console.table([await measureExport(stack, token)]);
  } finally {
    await stack.stop();
  }
}

await main();
