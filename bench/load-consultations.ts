/**
 * `npm run load:consultations`: a bounded load test of the consultation flow (not part of `npm test`).
 * Starts its own local stack on free ports with a fresh DATA_DIR, sends SUBMISSIONS requests (each the
 * consultationform mutation, then POST /api/consultationform) with CONCURRENCY in flight, and checks that
 * every request stored exactly one record and mailed exactly one notice, with no errors. Exits 1 otherwise.
 *
 * Each submission acts as its own visitor (a distinct loopback source address), so the per-IP throttle, which the
 * integration tests cover, does not turn the load test into a throttle test. The client runs in the same
 * Node process as the stack, so the figures are a floor for one machine, not a capacity claim for AWS.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../backend/adapters/dynamodb/client';
import { FIRM_IDENTITY } from '../backend/contract/firm';
import { postConsultation, postNotice } from '../backend/handlers/graphql/consultations/consultation-client';
import { startTestStack, type TestStack } from '../backend/testing/test-stack';

const SUBMISSIONS = Number(process.env.LOAD_SUBMISSIONS ?? 500);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 50);
const FIRM_INFO_EMAIL = FIRM_IDENTITY.infoEmail;

interface Timings {
  submission: number[];
  mutation: number[];
  notice: number[];
}

/** 127.x.y.z for submission i: a distinct loopback source address, so each acts as its own visitor. */
function visitorIp(i: number): string {
  return `127.${1 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${i & 255}`;
}

function lastNameOf(i: number): string {
  return `Load-${String(i).padStart(5, '0')}`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function describe(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  return `${label.padEnd(22)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(
    percentile(sorted, 99),
  )}  max ${ms(sorted.at(-1) ?? NaN)}`;
}

async function submitOne(baseUrl: string, i: number, timings: Timings): Promise<void> {
  const started = performance.now();
  const stored = await postConsultation(
    baseUrl,
    {
      firstName: 'Jordan',
      lastName: lastNameOf(i),
      email: `jordan.${i}@example.com`,
      phone: '(206) 555-0100',
      typeOfClient: 'Yes, I am a potential new client',
      message: `Load test request ${i}. I was injured in a collision and would like to talk to an attorney.`,
      idempotencyKey: randomUUID(),
    },
    visitorIp(i),
  );
  const afterMutation = performance.now();
  if (!stored.consultation) throw new Error(`mutation ${stored.status}: ${stored.errorMessage}`);
  const notice = await postNotice(baseUrl, JSON.stringify({ id: stored.consultation._id }));
  const finished = performance.now();
  if (notice.status !== 200) throw new Error(`notice ${notice.status}: ${notice.body.error}`);
  timings.mutation.push(afterMutation - started);
  timings.notice.push(finished - afterMutation);
  timings.submission.push(finished - started);
}

async function storedRecords(): Promise<{ total: number; notified: number; ids: Set<string> }> {
  const ids = new Set<string>();
  let total = 0;
  let notified = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: tableName('consultations'),
        ProjectionExpression: '#id, #status',
        ExpressionAttributeNames: { '#id': '_id', '#status': 'status' },
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    for (const item of page.Items ?? []) {
      total += 1;
      ids.add(String(item._id));
      if (item.status === 'notified') notified += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { total, notified, ids };
}

async function noticesByLastName(stack: TestStack): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const email of await stack.emails()) {
    const match = /^New consultation request from Jordan (Load-\d+)$/.exec(email.subject);
    if (match && email.destination.to.includes(FIRM_INFO_EMAIL)) {
      counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
    }
  }
  return counts;
}

async function main(): Promise<number> {
  if (
    !Number.isInteger(SUBMISSIONS) ||
    SUBMISSIONS < 1 ||
    !Number.isInteger(CONCURRENCY) ||
    CONCURRENCY < 1
  ) {
    throw new Error('LOAD_SUBMISSIONS and LOAD_CONCURRENCY must be positive whole numbers.');
  }
  // A fresh DATA_DIR and site on free ports; no administrator, as nothing here signs in.
  const stack = await startTestStack({ firmInfoEmail: FIRM_INFO_EMAIL, admin: undefined });
  try {
    console.log(`Load: ${SUBMISSIONS} submissions, ${CONCURRENCY} at a time, against ${stack.url}`);
    const timings: Timings = { submission: [], mutation: [], notice: [] };
    const errors: string[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, SUBMISSIONS) }, async () => {
        while (next < SUBMISSIONS) {
          const i = next++;
          await submitOne(stack.url, i, timings).catch((error: unknown) => errors.push(`#${i}: ${error}`));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const records = await storedRecords();
    const notices = await noticesByLastName(stack);
    const noticesSent = [...notices.values()].reduce((sum, count) => sum + count, 0);
    const everySubmissionMailedOnce = Array.from(
      { length: SUBMISSIONS },
      (_, i) => notices.get(lastNameOf(i)) === 1,
    ).every(Boolean);

    console.log(`
Duration               ${seconds.toFixed(2)} s
Submissions per second ${(timings.submission.length / seconds).toFixed(1)}
HTTP requests per sec. ${((timings.mutation.length + timings.notice.length) / seconds).toFixed(1)}
${describe('Submission (both)', timings.submission)}
${describe('  consultationform', timings.mutation)}
${describe('  POST /api/...', timings.notice)}
Records stored         ${records.total} (distinct ids ${records.ids.size}, notified ${records.notified}); expected ${SUBMISSIONS}
Notices sent           ${noticesSent}; expected ${SUBMISSIONS}, one per submission: ${everySubmissionMailedOnce ? 'yes' : 'NO'}
Errors                 ${errors.length}`);
    for (const error of errors.slice(0, 10)) console.log(`  ${error}`);

    const passed =
      errors.length === 0 &&
      records.total === SUBMISSIONS &&
      records.ids.size === SUBMISSIONS &&
      records.notified === SUBMISSIONS &&
      noticesSent === SUBMISSIONS &&
      everySubmissionMailedOnce;
    console.log(passed ? 'PASS' : 'FAIL');
    return passed ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`load:consultations: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
