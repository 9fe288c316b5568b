/**
 * `npm run bench:reset-timing`: does `user(email)` (forgot password) take as long for an unknown address
 * as for an existing account, as a caller sees it? Starts a local stack on free ports with a fresh data
 * folder, creates the accounts, then times 50 requests for existing and 50 for unknown addresses,
 * interleaved, each from its own loopback address (under every per-network limit), letting each call's
 * local job finish before the next. Prints the medians
 * and exits non-zero when they differ by more than 10%.
 */
import { performance } from 'node:perf_hooks';
import { createUser } from '../backend/adapters/dynamodb/users';
import { REQUEST_PASSWORD_RESET } from '../backend/contract/operations';
import { buildNewUser } from '../backend/domain/auth/new-user';
import { graphqlFrom } from '../backend/local/graphql-from';
import { startTestStack } from '../backend/local/test-stack';

const SAMPLES = Number(process.env.SAMPLES ?? 50);
const WARM_UP = 5;
const MAX_DIFFERENCE = 0.1;
/**
 * In AWS the job runs in its own function; locally it runs in this process right after the answer, and
 * would slow whichever call comes next. So between calls (outside the timed part) the script waits until
 * the job's mail for an existing account has arrived, then idles a moment after every call alike.
 */
const SETTLE_MS = 50;
const JOB_TIMEOUT_MS = 10_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const stack = await startTestStack();
try {
  const template = await buildNewUser({
    firstName: 'Timing',
    lastName: 'Probe',
    email: 'probe@brandtokafor.example',
    password: 'Timing#Probe1',
    isAdmin: false,
  });
  const existing = Array.from({ length: SAMPLES + WARM_UP }, (_, i) => `existing-${i}@brandtokafor.example`);
  for (const email of existing) await createUser({ ...template, _id: `probe-${email}`, email });
  const unknown = existing.map((_, i) => `unknown-${i}@brandtokafor.example`);

  const mailCount = async () => (await stack.emails()).length;
  const jobDone = async (before: number) => {
    const deadline = Date.now() + JOB_TIMEOUT_MS;
    while ((await mailCount()) === before) {
      if (Date.now() > deadline) throw new Error('The reset-link job did not mail within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  let client = 0;
  const timed = async (email: string, expectsMail: boolean) => {
    const before = await mailCount();
    client += 1;
    const address = `127.0.${90 + Math.floor(client / 250)}.${(client % 250) + 1}`;
    const started = performance.now();
    const answer = await graphqlFrom(stack.url, address, REQUEST_PASSWORD_RESET, { email });
    const elapsed = performance.now() - started;
    if (answer.status !== 200) throw new Error(`user(${email}) answered ${answer.status}`);
    if (expectsMail) await jobDone(before);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return elapsed;
  };

  const times = { existing: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < SAMPLES + WARM_UP; i++) {
    // Alternate which kind goes first, so neither always follows the other's leftover work.
    const order = i % 2 ? (['unknown', 'existing'] as const) : (['existing', 'unknown'] as const);
    for (const kind of order) {
      const elapsed = kind === 'existing' ? await timed(existing[i]!, true) : await timed(unknown[i]!, false);
      if (i >= WARM_UP) times[kind].push(elapsed);
    }
  }

  const existingMedian = median(times.existing);
  const unknownMedian = median(times.unknown);
  const difference = Math.abs(existingMedian - unknownMedian) / Math.max(existingMedian, unknownMedian);
  console.log(`user(email), ${SAMPLES} calls each (after ${WARM_UP} warm-up calls each):`);
  console.log(`  existing accounts: median ${ms(existingMedian)}`);
  console.log(`  unknown addresses: median ${ms(unknownMedian)}`);
  console.log(`  difference: ${(difference * 100).toFixed(1)}% (limit ${MAX_DIFFERENCE * 100}%)`);
  process.exitCode = difference <= MAX_DIFFERENCE ? 0 : 1;
} finally {
  await stack.stop();
}
