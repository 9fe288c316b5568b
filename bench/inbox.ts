/**
 * `npm run bench:inbox`: what one inbox screen costs as the number of stored requests grows (not part of
 * `npm test`). Starts its own local stack (fresh DATA_DIR), stores requests through the real adapter in two
 * steps (BENCH_SMALL, then up to BENCH_REQUESTS), and after each step measures through /graphql (the
 * authorizer and resolver included) the DynamoDB calls (all of them, the session checks included, and of
 * those the inbox's own reads, queryStats.calls) and the median latency of: the first inbox page, the fifth
 * page, a status filter and a search; then an export of every request: its time through /graphql, and its
 * memory as the Lambda would use it: the export resolver bundled as the stack deploys it, run alone in a
 * fresh Node process against this stack, reporting the process's peak RSS (what Lambda reports as "Max
 * Memory Used") and its sampled peak heap.
 */
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { queryStats } from '../backend/adapters/dynamodb/paging';
import {
  ConsultationsDocument,
  ExportConsultationsDocument,
  type ConsultationsQuery,
  type ConsultationsQueryVariables,
} from '../backend/contract/graphql/consultation-inbox.generated';
import { signIn } from '../backend/testing/auth-test-helpers';
import { userStore } from '../backend/handlers/composition/shared';
import { toResolverContext } from '../backend/handlers/graphql/identity';
import { areaEntry } from '../backend/handlers/graphql/registry';
import { dataOf, startTestStack, TEST_ADMIN, type TestStack } from '../backend/testing/test-stack';
import { bundleLambda } from './lib/lambda-bundles';
import { allCalls, countEveryDynamoCall } from './lib/dynamo-calls';
import { storeLeads } from './lib/seed';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 10_000);
const SMALL = Number(process.env.BENCH_SMALL ?? 1_000);
const RUNS = 9;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(
  stack: TestStack,
  token: string,
  label: string,
  variables: ConsultationsQueryVariables,
  pages = 1,
) {
  const latencies: number[] = [];
  let inboxCalls = 0;
  let calls = 0;
  for (let run = 0; run < RUNS; run += 1) {
    let cursor: string | null = null;
    for (let page = 1; page < pages; page += 1) {
      const { body } = await stack.graphql(ConsultationsDocument, { ...variables, cursor }, token);
      const answer: ConsultationsQuery = dataOf(body);
      cursor = answer.consultations.nextCursor;
    }
    const inboxBefore = queryStats.calls;
    const before = allCalls.count;
    const started = performance.now();
    const { body } = await stack.graphql(ConsultationsDocument, { ...variables, cursor }, token);
    latencies.push(performance.now() - started);
    inboxCalls = queryStats.calls - inboxBefore;
    calls = allCalls.count - before;
    if (body.errors || body.data?.consultations.items.length === 0)
      throw new Error(`${label}: ${JSON.stringify(body)}`);
  }
  return {
    view: label,
    dynamoCalls: calls,
    ofWhichInbox: inboxCalls,
    medianMs: Math.round(median(latencies)),
  };
}

/** The export through /graphql, as an administrator's browser asks for it. */
async function measureExport(stack: TestStack, token: string) {
  const started = performance.now();
  const { body } = await stack.graphql(ExportConsultationsDocument, {}, token);
  const ms = performance.now() - started;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const csv = await (await fetch(dataOf(body).exportConsultations.url)).text();
  return {
    rows: dataOf(body).exportConsultations.count,
    ms: Math.round(ms),
    csvMB: +(Buffer.byteLength(csv) / 1e6).toFixed(1),
  };
}

/**
 * Runs in the child: imports the bundled resolver, samples heap while it exports, and prints the figures.
 * maxRSS comes from the kernel, so it catches a peak between two samples.
 */
const EXPORT_PROCESS = `
  const { handler } = await import(process.argv[1]);
  const event = JSON.parse(process.argv[2]);
  const MB = 1024 * 1024;
  const baselineRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 5);
  const started = performance.now();
  const { count } = await handler(event);
  const ms = performance.now() - started;
  clearInterval(sampler);
  console.log(JSON.stringify({
    rows: count,
    ms: Math.round(ms),
    rssAfterImportMB: Math.round(baselineRss / MB),
    peakRssMB: Math.round((process.resourceUsage().maxRSS * 1024) / MB),
    peakHeapMB: Math.round(peakHeap / MB),
  }));
`;

async function measureExportLambda() {
  const outDir = join(import.meta.dirname, '..', 'bench', '.lambda');
  mkdirSync(outDir, { recursive: true });
  const bundle = join(outDir, 'exportConsultations.mjs');
  // The consultations area's function serves the export in AWS: its bundle is what runs.
  await bundleLambda(
    join(import.meta.dirname, '..', 'backend', 'handlers', 'graphql', `${areaEntry('consultations')}.ts`),
    bundle,
  );
  const admin = await userStore.get(TEST_ADMIN.email);
  if (!admin) throw new Error('The test administrator is missing');
  const caller = {
    kind: 'session',
    email: admin.email,
    tokenVersion: admin.tokenVersion,
    isAdmin: true,
    // The resolver reads no session: the authorizer, which checks it, is not part of this benchmark.
    sessionId: 'bench-session',
  } as const;
  const event = {
    arguments: {},
    identity: { resolverContext: toResolverContext(caller, '127.0.0.1') },
    info: { fieldName: 'exportConsultations', parentTypeName: 'Mutation' },
    request: { headers: {} },
  };
  // The child inherits this process's environment: the stack's endpoints and table names. It runs
  // asynchronously, because this process serves the stack it talks to.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', EXPORT_PROCESS, bundle, JSON.stringify(event)],
    { encoding: 'utf8', maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, number>;
}

async function main() {
  const stack = await startTestStack();
  try {
    countEveryDynamoCall();
    const token = await signIn(stack, TEST_ADMIN);
    for (const [from, to] of [
      [0, SMALL],
      [SMALL, TOTAL],
    ] as const) {
      const started = performance.now();
      await storeLeads(from, to);
      console.log(`stored ${to} requests (${Math.round((performance.now() - started) / 1000)} s)`);
      console.table([
        await measure(stack, token, `first page (${to})`, {}),
        await measure(stack, token, `fifth page (${to})`, {}, 5),
        await measure(stack, token, `status "contacted" (${to})`, { status: 'contacted' }),
        await measure(stack, token, `search by email (${to})`, { search: 'bench-7@example.com' }),
      ]);
    }
    console.log('export of every request, through /graphql (whole local stack in this process):');
    console.table([await measureExport(stack, token)]);
    console.log('export of every request, the bundled resolver alone in a fresh Node process (the Lambda):');
    console.table([await measureExportLambda()]);
  } finally {
    await stack.stop();
  }
}

await main();
