/**
 * `npm run bench:reports`: what opening the lead report for a year costs with 1,000 and with 100,000 leads
 * (not part of `npm test`). Starts its own local stack, writes the report's day counters directly (the
 * counters a rebuild computes from that many generated leads, spread over the last 366 days), and measures
 * the `leadReport` query for the whole year through /graphql (authorizer and resolver included): every
 * DynamoDB call this process makes per report, and the median latency of 9 runs. The figures must not grow
 * with the leads: the report reads one item per day.
 */
import { performance } from 'node:perf_hooks';
import { documentClient } from '../backend/adapters/dynamodb/client';
import { replaceAllLeadCounters } from '../backend/adapters/dynamodb/lead-reports';
import { CLIENT_TYPES } from '../backend/contract/consultation';
import { DEFAULT_FIRM_SETTINGS } from '../backend/contract/firm-settings';
import { LeadReportDocument } from '../backend/contract/graphql/consultation-inbox.generated';
import type { LeadStatus } from '../backend/contract/consultation-inbox';
import type { ConsultationRecord } from '../backend/domain/consultations/consultation-record';
import { reportDayOf } from '../backend/domain/reports/lead-aggregates';
import { countersOf } from '../backend/domain/reports/rebuild';
import { signIn } from '../backend/testing/auth-test-helpers';
import { dataOf, startTestStack, TEST_ADMIN, type TestStack } from '../backend/testing/test-stack';

const SIZES = [1_000, 100_000];
const RUNS = 9;
const DAY_MS = 86_400_000;
const SOURCES = [
  { utmSource: 'google', utmMedium: 'cpc' },
  { utmSource: 'facebook', utmMedium: 'paid' },
  { utmSource: 'newsletter', utmMedium: 'email' },
  { referrer: 'https://www.bing.com/' },
  { referrer: 'https://www.avvo.com/' },
  { referrer: 'https://www.yelp.com/' },
  {},
];
const STATUSES: LeadStatus[] = ['new', 'contacted', 'scheduled', 'retained', 'declined', 'referred-out'];

/** `count` generated leads over the last 366 days, in every status, most contacted within minutes to days. */
async function* leads(count: number, now: number): AsyncIterable<ConsultationRecord> {
  for (let i = 0; i < count; i += 1) {
    const created = now - ((i * 7919) % 366) * DAY_MS - (i % 1440) * 60_000;
    const status = STATUSES[i % STATUSES.length]!;
    yield {
      createdAt: new Date(created).toISOString(),
      leadStatus: status,
      spam: false,
      typeOfClient: CLIENT_TYPES[i % CLIENT_TYPES.length]!,
      ...SOURCES[i % SOURCES.length],
      ...(status === 'new'
        ? {}
        : { firstContactAt: new Date(created + ((i * 37) % 2880) * 60_000).toISOString() }),
    } as ConsultationRecord;
  }
}

const allCalls = { count: 0 };
function countEveryDynamoCall(): void {
  documentClient().middlewareStack.add(
    (next) => (args) => {
      allCalls.count += 1;
      return next(args);
    },
    { step: 'initialize', name: 'benchCallCounter' },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(stack: TestStack, token: string, leadsStored: number) {
  const to = reportDayOf(new Date(), DEFAULT_FIRM_SETTINGS.timeZone);
  const from = reportDayOf(new Date(Date.now() - 365 * DAY_MS), DEFAULT_FIRM_SETTINGS.timeZone);
  const latencies: number[] = [];
  const calls: number[] = [];
  let total = 0;
  for (let run = 0; run <= RUNS; run += 1) {
    const before = allCalls.count;
    const started = performance.now();
    const { body } = await stack.graphql(LeadReportDocument, { from, to }, token);
    const elapsed = performance.now() - started;
    total = dataOf(body).leadReport.total;
    if (run === 0) continue; // warm-up
    latencies.push(elapsed);
    calls.push(allCalls.count - before);
  }
  return {
    leads: leadsStored,
    'leads in the report': total,
    'DynamoDB calls (all)': median(calls),
    'median ms': Math.round(median(latencies)),
    'max ms': Math.round(Math.max(...latencies)),
  };
}

async function main() {
  const stack = await startTestStack();
  try {
    countEveryDynamoCall();
    const token = await signIn(stack, TEST_ADMIN);
    const rows = [];
    for (const size of SIZES) {
      const { days } = await countersOf(leads(size, Date.now()), DEFAULT_FIRM_SETTINGS);
      await replaceAllLeadCounters(days);
      rows.push(await measure(stack, token, size));
    }
    console.log('leadReport for the last 366 days, through /graphql:');
    console.table(rows);
  } finally {
    await stack.stop();
  }
}

await main();
