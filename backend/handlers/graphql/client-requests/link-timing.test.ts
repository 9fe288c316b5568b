/**
 * Links that do not work, through the local stack (AppSync, dynalite): one answer, and the same time within
 * 10 %. Two calls are measured: confirming one request's file (a wrong token, a revoked link, a live link of
 * another request) and the client page's first call, `clientUploadPage` (a made-up token, a revoked link, and
 * a link that expired after it was revoked, which must not show the expiry page).
 *
 * Why it cannot flake on a loaded 2-core machine: the kinds are sent in rounds, one of each per round in a
 * shuffled order, and each call is timed relative to its round's mean, so a burst of other work slows the
 * whole round instead of one kind and drift between rounds cancels out; each kind's figure is the median over
 * hundreds of rounds, which stalls (a GC pause, another process) cannot move; and the figure compared is a
 * ratio within one run, never an absolute time.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LINK_CHECKS_PER_NETWORK_PER_HOUR, clientRequestMessages } from '../../../contract/client-requests';
import {
  CreateClientRequestDocument,
  RevokeClientRequestDocument,
} from '../../../contract/graphql/client-requests.generated';
import {
  ClientUploadPageDocument,
  ConfirmClientUploadDocument,
  RequestClientUploadDocument,
} from '../../../contract/graphql/client-uploads.generated';
import { graphqlFrom, type GraphqlBody } from '../../../local/graphql-from';
import { errorOf } from '../../../testing/auth-test-helpers';
import { dataOf } from '../../../testing/test-stack';
import { useSignedInStaff } from '../../../testing/test-callers';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack();
const signedIn = useSignedInStaff(stack);

const ROUNDS = 400;
const WARM_UP_ROUNDS = 10;
const KINDS_PER_ROUND = 3;
/** Each round speaks from a loopback address of its own every so many rounds, under the per-network limit. */
const ROUNDS_PER_ADDRESS = Math.floor(LINK_CHECKS_PER_NETWORK_PER_HOUR / KINDS_PER_ROUND) - 10;
const DAY_MINUTES = 24 * 60;

async function newRequest(clientEmail: string, expiresInDays?: number) {
  const answer = await stack.graphql(
    CreateClientRequestDocument,
    { input: { clientName: 'Timing Client', clientEmail, items: ['Police report'], expiresInDays } },
    signedIn.staffToken,
  );
  const { request, link } = dataOf(answer.body).createClientRequest;
  return { id: request.id, token: new URL(link).hash.slice(1) };
}

const revoke = (id: string) => stack.graphql(RevokeClientRequestDocument, { id }, signedIn.staffToken);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** A new made-up token each time, as a guesser would send. */
const madeUpToken = () => randomBytes(32).toString('base64url');

/**
 * Sends `ask` once for each kind's token per round, in a shuffled order, from loopback addresses starting at
 * `network` (127.<network>.x.7); every answer must be the link-not-found message. Returns how many distinct
 * answers (status and body) came back and each kind's median time relative to its round, and prints them.
 */
async function timeInShuffledRounds<Kind extends string>(
  label: string,
  network: number,
  kinds: Record<Kind, () => string>,
  ask: (from: string, token: string) => Promise<{ status: number; body: GraphqlBody }>,
) {
  const names = Object.keys(kinds) as Kind[];
  expect(names).toHaveLength(KINDS_PER_ROUND);
  const relative = Object.fromEntries(names.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
  const bodies = new Set<string>();
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    const from = `127.${network}.${1 + Math.floor(round / ROUNDS_PER_ADDRESS)}.7`;
    const order = [...names].sort(() => Math.random() - 0.5);
    const times = {} as Record<Kind, number>;
    for (const kind of order) {
      const started = process.hrtime.bigint();
      const answer = await ask(from, kinds[kind]());
      times[kind] = Number(process.hrtime.bigint() - started) / 1e6;
      expect(errorOf(answer.body), kind).toBe(clientRequestMessages.notFound);
      bodies.add(JSON.stringify({ status: answer.status, body: answer.body }));
    }
    if (round < WARM_UP_ROUNDS) continue;
    const mean = names.reduce((sum, kind) => sum + times[kind], 0) / names.length;
    for (const kind of names) relative[kind].push(times[kind] / mean);
  }
  const medians = names.map((kind) => median(relative[kind]));
  const ratio = Math.max(...medians) / Math.min(...medians);
  console.info(
    `${label}, median time relative to the round over ${ROUNDS} shuffled rounds: ${names
      .map((kind, index) => `${kind} ${medians[index]!.toFixed(3)}`)
      .join(', ')}; ratio ${ratio.toFixed(3)}`,
  );
  return { distinctAnswers: bodies.size, ratio };
}

describe('a link that does not work', () => {
  it('answers a wrong, a revoked and another request’s token with one body, in the same time within 10 %', async () => {
    const owner = await newRequest('owner@client.example');
    const revoked = await newRequest('revoked@client.example');
    const other = await newRequest('other@client.example');
    await revoke(revoked.id);
    const asked = await stack.graphql(
      RequestClientUploadDocument,
      { token: owner.token, itemId: 'item-1', name: 'a.pdf', size: 10, contentType: 'application/pdf' },
      '',
    );
    const { fileId } = dataOf(asked.body).requestClientUpload;

    const { distinctAnswers, ratio } = await timeInShuffledRounds(
      'link timing (confirm a file)',
      0,
      { wrong: madeUpToken, revoked: () => revoked.token, 'another request': () => other.token },
      (from, token) => graphqlFrom(stack.url, from, ConfirmClientUploadDocument, { token, fileId }),
    );
    expect(distinctAnswers).toBe(1);
    expect(ratio).toBeLessThanOrEqual(1.1);
  }, 120_000);

  it('opens the client’s page for a made-up, a revoked and an expired-then-revoked token with one body, in the same time within 10 %', async () => {
    const revoked = await newRequest('page-revoked@client.example');
    const expiredRevoked = await newRequest('page-expired-revoked@client.example', 1);
    const expired = await newRequest('page-expired@client.example', 1);
    await revoke(revoked.id);
    await revoke(expiredRevoked.id);
    // Past both one-day links' expiry (the staff session is not needed after this).
    stack.moveClock(DAY_MINUTES + 1);
    const openPage = (from: string, token: string) =>
      graphqlFrom(stack.url, from, ClientUploadPageDocument, { token });
    // An expired link that was never revoked shows the expiry page, not the link-not-found answer.
    const expiredPage = await openPage('127.1.0.7', expired.token);
    expect(dataOf(expiredPage.body).clientUploadPage.status).toBe('expired');

    const { distinctAnswers, ratio } = await timeInShuffledRounds(
      'link timing (the client page)',
      1,
      {
        'made-up': madeUpToken,
        revoked: () => revoked.token,
        'expired, revoked': () => expiredRevoked.token,
      },
      openPage,
    );
    expect(distinctAnswers).toBe(1);
    expect(ratio).toBeLessThanOrEqual(1.1);
  }, 120_000);
});
