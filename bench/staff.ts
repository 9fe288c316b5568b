/**
 * `npm run bench:staff`: how the staff screens feel with a busy firm's data (not part of `npm test`; needs
 * `npm run build` first). Starts its own local stack (fresh DATA_DIR) serving the build, stores 10,000
 * consultation requests and 10,000 documents in the File Manager's top folder straight through the adapters
 * (BENCH_LEADS, BENCH_DOCUMENTS), signs in as the administrator and, in Chromium:
 * 1. prints every staff screen's first-load JavaScript against its budget (the size guard's table);
 * 2. opens the screens in turn, BENCH_RUNS rounds (20) after one warm-up round, and prints each screen's data
 *    time (route change to the screen's data on screen, bench/lib/staff-data-time.ts): min / p50 / p95,
 *    against the 300 ms budget on p95, with the GraphQL requests and DynamoDB calls of its last load up to the
 *    marker (the stack runs in this process, so every call is counted: authorizer and session checks
 *    included); each route change waits until the previous screen's requests have answered;
 * 3. at 4x CPU slowdown, BENCH_INP_RUNS times (10) each: filtering the inbox, paging it, opening a request and
 *    adding 20 files to the upload queue, as Event Timing reports them (bench/lib/staff-inp.ts): min / p50 /
 *    max, against the 200 ms budget.
 * BENCH_PARTS (`data,inp`), BENCH_SCREENS (screen names) and BENCH_INTERACTIONS (a part of an interaction's
 * name) narrow a run.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { siteDirectory } from '../backend/pages/site-build';
import { ROOT_FOLDER_ID } from '../backend/contract/documents';
import { TOKEN_STORAGE_KEY } from '../backend/contract/limits';
import { ConsultationsDocument } from '../backend/contract/graphql/consultation-inbox.generated';
import { CreateClientRequestDocument } from '../backend/contract/graphql/client-requests.generated';
import { SavePostDocument } from '../backend/contract/graphql/posts.generated';
import {
  CasePartiesDocument,
  DecideConflictCheckDocument,
} from '../backend/contract/graphql/conflicts.generated';
import { OpenMatterDocument } from '../backend/contract/graphql/matters.generated';
import { signIn } from '../backend/testing/auth-test-helpers';
import { dataOf, startTestStack, TEST_ADMIN, type TestStack } from '../backend/testing/test-stack';
import { paths } from '../frontend/app/config/paths';
import { CHROMIUM_OFFLINE_FLAGS, CHROMIUM_PATH } from '../bin/chromium';
import { SPA_FALLBACK_PAGE } from './lib/first-load';
import { allCalls, countEveryDynamoCall } from './lib/dynamo-calls';
import { fillFolder, storeLeads } from './lib/seed';
import {
  dataMarkers,
  dataTimeAfterRouteChange,
  graphqlTraffic,
  percentile,
  timedPostInput,
} from './lib/staff-data-time';
import { interactionLatency, recordEventTiming, throttleCpu } from './lib/staff-inp';
import { staffFirstLoadTable, staffScreens } from './lib/staff-screens';

const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const INP_RUNS = Number(process.env.BENCH_INP_RUNS ?? 10);
/** Which parts run (`data,inp` by default); `inp` alone skips the data times. */
const PARTS = (process.env.BENCH_PARTS ?? 'data,inp').split(',');
/** Only these screens' data times (names, comma-separated; all by default): at least two, as they take turns. */
const ONLY_SCREENS = process.env.BENCH_SCREENS?.split(',');
/** Only the interactions whose name contains this text (all by default), e.g. `files`. */
const ONLY_INTERACTIONS = process.env.BENCH_INTERACTIONS ?? '';
const DATA_BUDGET_MS = 300;
const INP_BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;

/** The ids the screens that take one open: a stored request, a post, a document request for that request. */
async function sampleIds(stack: TestStack, token: string) {
  const inbox = dataOf((await stack.graphql(ConsultationsDocument, {}, token)).body);
  const consultationId = inbox.consultations.items[0]!._id;
  const { savePost } = dataOf(
    (
      await stack.graphql(
        SavePostDocument,
        {
          action: 'save',
          input: timedPostInput(String(Date.now())),
        },
        token,
      )
    ).body,
  );
  const { createClientRequest } = dataOf(
    (
      await stack.graphql(
        CreateClientRequestDocument,
        {
          input: {
            consultationId,
            clientName: 'Bench Client',
            clientEmail: 'bench-client@example.com',
            items: ['Police report'],
            message: 'Please send what you have.',
          },
        },
        token,
      )
    ).body,
  );
  // The lead becomes a matter (its check cleared first), so the matter screens have one to show.
  const { check } = dataOf(
    (await stack.graphql(CasePartiesDocument, { caseId: consultationId }, token)).body,
  ).caseParties;
  if (check.state !== 'cleared')
    await stack.graphql(
      DecideConflictCheckDocument,
      { caseId: consultationId, outcome: 'cleared', reason: 'Bench data.', checkedAt: check.checkedAt! },
      token,
    );
  await stack.graphql(
    OpenMatterDocument,
    {
      input: {
        leadId: consultationId,
        claimType: 'Car crash',
        responsibleAttorney: TEST_ADMIN.email,
        facts: { incidentDate: '2025-06-01', defendantKind: 'private' },
      },
    },
    token,
  );
  return {
    [paths.matter('sample')]: paths.matter(consultationId),
    [paths.consultation('sample')]: paths.consultation(consultationId),
    [paths.postEdit('sample')]: paths.postEdit(savePost._id),
    [paths.clientRequest('sample')]: paths.clientRequest(createClientRequest.request.id),
  } as Record<string, string>;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const ms = (value: number) => String(Math.round(value)).padStart(6);

async function measureDataTimes(page: Page, ids: Record<string, string>) {
  const screens = staffScreens
    .filter((screen) => !ONLY_SCREENS || ONLY_SCREENS.includes(screen.name))
    .map((screen) => ({ ...screen, path: ids[screen.path] ?? screen.path }));
  const times = new Map<string, number[]>(screens.map((screen) => [screen.name, []]));
  const calls = new Map<string, { from: number; to: number; dynamo: number }>();
  const traffic = graphqlTraffic(page);
  for (let round = 0; round <= RUNS; round += 1) {
    for (const screen of screens) {
      await traffic.idle();
      const before = { graphql: traffic.started(), dynamo: allCalls.count };
      const time = await dataTimeAfterRouteChange(page, screen.path, dataMarkers[screen.key]);
      // Round 0 loads each screen's code for the first time: a warm-up, not counted.
      if (round > 0) times.get(screen.name)!.push(time);
      calls.set(screen.name, {
        from: before.graphql,
        to: traffic.started(),
        dynamo: allCalls.count - before.dynamo,
      });
    }
  }
  console.log(
    `\nData time, route change to data on screen (ms, ${RUNS} loads each; budget p95 <= ${DATA_BUDGET_MS})`,
  );
  console.log(
    `${'screen'.padEnd(24)} ${'marker'.padEnd(30)}    min    p50    p95  GraphQL  slowest ms  DynamoDB (last load)`,
  );
  await traffic.idle();
  for (const screen of screens) {
    const values = times.get(screen.name)!;
    const p95 = percentile(values, 0.95);
    const { from, to, dynamo } = calls.get(screen.name)!;
    console.log(
      `${screen.name.padEnd(24)} ${dataMarkers[screen.key].padEnd(30)} ${ms(Math.min(...values))} ` +
        `${ms(percentile(values, 0.5))} ${ms(p95)}  ${String(to - from).padStart(7)}  ${ms(traffic.slowestBetween(from, to)).padStart(10)}  ${String(dynamo).padStart(8)}` +
        `${p95 > DATA_BUDGET_MS ? '  OVER' : ''}`,
    );
  }
}

/** The four interactions, each answering its Event Timing latency; each leaves the page where it can repeat. */
function interactions(page: Page) {
  const main = page.locator('main');
  // By way of the dashboard: the screen may be the one shown, and a route change to it would change nothing.
  const open = async (path: string, marker: string) => {
    await dataTimeAfterRouteChange(page, paths.dashboard, dataMarkers.dashboard);
    await dataTimeAfterRouteChange(page, path, marker);
  };
  const toInbox = () => open(paths.consultations, dataMarkers.inbox);
  const inboxShown = () =>
    page.waitForFunction(() => !/Loading/.test(document.querySelector('main')?.textContent ?? ''));
  let status = 0;
  return {
    'filter the inbox (Status, Apply)': async () => {
      await toInbox();
      const select = main.getByLabel('Status', { exact: true });
      const options = await select.locator('option').count();
      status = (status % (options - 1)) + 1;
      await select.selectOption({ index: status });
      return interactionLatency(page, async () => {
        await main.getByRole('button', { name: 'Apply' }).click();
        await inboxShown();
      });
    },
    'page the inbox (Next)': async () => {
      await toInbox();
      return interactionLatency(page, async () => {
        await main.getByRole('button', { name: 'Next' }).click();
        await page.getByText('Page 2').waitFor();
        await inboxShown();
      });
    },
    'open a request (inbox link)': async () => {
      await toInbox();
      return interactionLatency(page, async () => {
        await page.locator(dataMarkers.inbox).first().click();
        await page.locator(dataMarkers.consultation).waitFor();
      });
    },
    'add 20 files to the upload queue': async () => {
      await open(paths.fileManager, dataMarkers.fileManager);
      const files = Array.from({ length: 20 }, (_, n) => ({
        name: `queued-${Date.now()}-${n}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.1\n% file ${n}\n%%EOF\n`),
      }));
      const latency = await interactionLatency(page, async () => {
        await main.locator('input[type="file"]').setInputFiles(files);
        await main.locator('.upload-row').nth(19).waitFor();
      });
      // Every row has ended when none offers Cancel (a row waiting its turn offers it too).
      await page.waitForFunction(() => !document.querySelector('.upload-row button'), undefined, {
        timeout: 120_000,
      });
      return latency;
    },
  };
}

async function measureInp(page: Page) {
  await throttleCpu(page, CPU_SLOWDOWN);
  console.log(
    `\nInteraction to Next Paint at ${CPU_SLOWDOWN}x CPU slowdown (ms, Event Timing, ${INP_RUNS} runs each; ` +
      `budget ${INP_BUDGET_MS}; 0 = no entry over 16 ms)`,
  );
  console.log(`${'interaction'.padEnd(36)}    min    p50    max  longest event`);
  for (const [name, run] of Object.entries(interactions(page))) {
    if (!name.includes(ONLY_INTERACTIONS)) continue;
    const latencies: number[] = [];
    const events = new Set<string>();
    for (let n = 0; n < INP_RUNS; n += 1) {
      const { duration, name: event } = await run();
      latencies.push(duration);
      events.add(event);
    }
    const worst = Math.max(...latencies);
    console.log(
      `${name.padEnd(36)} ${ms(Math.min(...latencies))} ${ms(percentile(latencies, 0.5))} ${ms(worst)}  ` +
        `${[...events].join(', ')}${worst > INP_BUDGET_MS ? '  OVER' : ''}`,
    );
  }
  await throttleCpu(page, 1);
}

async function main() {
  const siteDir = siteDirectory(process.cwd());
  if (!existsSync(join(siteDir, SPA_FALLBACK_PAGE)))
    throw new Error(`No site build at ${siteDir}: npm run build`);
  console.log(
    `First-load JavaScript per staff screen (gzip; the size guard in npm test holds the budgets)\n`,
  );
  console.log(staffFirstLoadTable(siteDir));

  console.log(`\nLoad average at the start: ${load()}`);
  const stack = await startTestStack({ siteDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_OFFLINE_FLAGS });
  try {
    countEveryDynamoCall();
    const seeding = Date.now();
    await storeLeads(0, LEADS);
    await fillFolder(ROOT_FOLDER_ID, DOCUMENTS);
    console.log(
      `\nStored ${LEADS} requests and ${DOCUMENTS} documents in ${Math.round((Date.now() - seeding) / 1000)} s`,
    );
    const token = await signIn(stack, TEST_ADMIN);
    const ids = await sampleIds(stack, token);

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await recordEventTiming(page);
    await page.goto(`${stack.url}${paths.login}`);
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
    // Any screen but the first measured (a route change to the screen shown would change nothing).
    await page.goto(`${stack.url}${paths.settings}`);
    await page.locator(dataMarkers.settings).waitFor();

    if (PARTS.includes('data')) await measureDataTimes(page, ids);
    if (PARTS.includes('inp')) await measureInp(page);
    console.log(
      `\nLoad average at the end: ${load()} (a shared 2-core machine: other work runs beside the benchmark).`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
