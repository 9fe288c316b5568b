/**
 * `npm run bench:reset-timing`: does `user(email)` (forgot password) take as long for an unknown address
 * as for an existing account, as a caller sees it? Starts a local stack on free ports with a fresh data
 * folder, creates 50 accounts, then asks for a link for each of them and for 50 unknown addresses,
 * interleaved, each call from its own loopback address (under every per-network limit), letting each
 * call's local job finish before the next. Each address is asked as often as its own allowance lets a
 * request do the full work (`RESET_REQUEST_LIMIT`, 3), so a busy machine's noise averages out over 150
 * calls per kind. Prints the medians and exits non-zero when they differ by more than 10%.
 */
import { performance } from 'node:perf_hooks';
import { createUser } from '../backend/adapters/dynamodb/users';
import { RequestPasswordResetDocument } from '../backend/contract/graphql/sign-in.generated';
import { buildNewUser } from '../backend/domain/auth/new-user';
import { RESET_REQUEST_LIMIT } from '../backend/domain/auth/policy';
import { graphqlFrom } from '../backend/local/graphql-from';
import { startTestStack } from '../backend/testing/test-stack';
import { productClock } from '../backend/adapters/clock';

const SAMPLES = Number(process.env.SAMPLES ?? 50);
const WARM_UP = 5;
const MAX_DIFFERENCE = 0.1;
/**
 * In AWS the job runs in its own function; locally it runs in this process once the answer has gone out
 * (backend/local/answers-in-flight.ts), and its work and its garbage would slow whichever call comes
 * next. So between calls (outside the timed part) the script waits until every job has finished, for
 * both kinds alike, collects the garbage (run with --expose-gc, as `npm run bench:reset-timing` does),
 * then idles a moment.
 */
const SETTLE_MS = 50;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const stack = await startTestStack();
try {
  const template = await buildNewUser(
    {
      firstName: 'Timing',
      lastName: 'Probe',
      email: 'probe@brandtokafor.example',
      password: 'Timing#Probe1',
      isAdmin: false,
    },
    productClock(),
  );
  const existing = Array.from({ length: SAMPLES + WARM_UP }, (_, i) => `existing-${i}@brandtokafor.example`);
  for (const email of existing) await createUser({ ...template, _id: `probe-${email}`, email });
  const unknown = existing.map((_, i) => `unknown-${i}@brandtokafor.example`);

  let client = 0;
  const timed = async (email: string) => {
    client += 1;
    const address = `127.0.${90 + Math.floor(client / 250)}.${(client % 250) + 1}`;
    const started = performance.now();
    const answer = await graphqlFrom(stack.url, address, RequestPasswordResetDocument, { email });
    const elapsed = performance.now() - started;
    if (answer.status !== 200) throw new Error(`user(${email}) answered ${answer.status}`);
    await stack.jobsSettled();
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return elapsed;
  };

  const rounds = RESET_REQUEST_LIMIT.limit;
  const times = { existing: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < SAMPLES + WARM_UP; i++) {
      // Alternate which kind goes first, so neither always follows the other's leftover work.
      const order = (i + round) % 2 ? (['unknown', 'existing'] as const) : (['existing', 'unknown'] as const);
      for (const kind of order) {
        const elapsed = await timed((kind === 'existing' ? existing : unknown)[i]!);
        if (i >= WARM_UP) times[kind].push(elapsed);
      }
    }
  }

  // Read once at the end (not per call, whose parsing would add garbage-collection pauses to the timings).
  const mailedTo = (await stack.emails()).flatMap((mail) => mail.destination.to);
  if (mailedTo.length !== existing.length * rounds || unknown.some((email) => mailedTo.includes(email))) {
    throw new Error(`Expected ${rounds} reset mails per existing account and none for unknown addresses`);
  }

  const existingMedian = median(times.existing);
  const unknownMedian = median(times.unknown);
  const difference = Math.abs(existingMedian - unknownMedian) / Math.max(existingMedian, unknownMedian);
  console.log(
    `user(email), ${SAMPLES} existing and ${SAMPLES} unknown addresses, ${rounds} calls each ` +
      `(after ${WARM_UP} warm-up addresses of each kind):`,
  );
  console.log(`  existing accounts: median ${ms(existingMedian)}`);
  console.log(`  unknown addresses: median ${ms(unknownMedian)}`);
  console.log(`  difference: ${(difference * 100).toFixed(1)}% (limit ${MAX_DIFFERENCE * 100}%)`);
  // Each existing call beside the unknown call made next to it: a busy machine slows both alike, so the
  // median of these differences shows a systematic gap even when the load's noise moves the medians.
  const paired = median(times.existing.map((time, i) => time - times.unknown[i]!));
  console.log(`  median paired difference (existing − unknown): ${ms(paired)}`);
  process.exitCode = difference <= MAX_DIFFERENCE ? 0 : 1;
} finally {
  await stack.stop();
}
