/**
 * A wrong token, a revoked link and a live link of another request, each asking to confirm one request's
 * file through the local stack (AppSync, dynalite): one answer, and the same time within 10 %.
 *
 * Why it cannot flake on a loaded 2-core machine: the three kinds are sent in rounds, one of each per round
 * in a shuffled order, and each call is timed relative to its round's mean, so a burst of other work slows
 * the whole round instead of one kind and drift between rounds cancels out; each kind's figure is the
 * median over hundreds of rounds, which stalls (a GC pause, another process) cannot move; and the figure
 * compared is a ratio within one run, never an absolute time.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LINK_CHECKS_PER_NETWORK_PER_HOUR, clientRequestMessages } from '../../../contract/client-requests';
import {
  CreateClientRequestDocument,
  RevokeClientRequestDocument,
} from '../../../contract/graphql/client-requests.generated';
import {
  ConfirmClientUploadDocument,
  RequestClientUploadDocument,
} from '../../../contract/graphql/client-uploads.generated';
import { graphqlFrom } from '../../../local/graphql-from';
import { errorOf } from '../../../testing/auth-test-helpers';
import { dataOf } from '../../../testing/test-stack';
import { useSignedInStaff } from '../../../testing/test-callers';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack();
const signedIn = useSignedInStaff(stack);

const ROUNDS = 400;
const WARM_UP_ROUNDS = 10;
/** Each round speaks from a loopback address of its own every so many rounds, under the per-network limit. */
const ROUNDS_PER_ADDRESS = Math.floor(LINK_CHECKS_PER_NETWORK_PER_HOUR / 3) - 10;

async function newRequest(clientEmail: string) {
  const answer = await stack.graphql(
    CreateClientRequestDocument,
    { input: { clientName: 'Timing Client', clientEmail, items: ['Police report'] } },
    signedIn.staffToken,
  );
  const { request, link } = dataOf(answer.body).createClientRequest;
  return { id: request.id, token: link.split('/upload/')[1]! };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('a link that does not work', () => {
  it('answers a wrong, a revoked and another request’s token with one body, in the same time within 10 %', async () => {
    const owner = await newRequest('owner@client.example');
    const revoked = await newRequest('revoked@client.example');
    const other = await newRequest('other@client.example');
    await stack.graphql(RevokeClientRequestDocument, { id: revoked.id }, signedIn.staffToken);
    const asked = await stack.graphql(
      RequestClientUploadDocument,
      { token: owner.token, itemId: 'item-1', name: 'a.pdf', size: 10, contentType: 'application/pdf' },
      '',
    );
    const { fileId } = dataOf(asked.body).requestClientUpload;

    const kinds = {
      // A new made-up token each time, as a guesser would send.
      wrong: () => randomBytes(32).toString('base64url'),
      revoked: () => revoked.token,
      'another request': () => other.token,
    };
    type Kind = keyof typeof kinds;
    const relative: Record<Kind, number[]> = { wrong: [], revoked: [], 'another request': [] };
    const bodies = new Set<string>();
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      const from = `127.0.${1 + Math.floor(round / ROUNDS_PER_ADDRESS)}.7`;
      const order = (Object.keys(kinds) as Kind[]).sort(() => Math.random() - 0.5);
      const times = {} as Record<Kind, number>;
      for (const kind of order) {
        const started = process.hrtime.bigint();
        const answer = await graphqlFrom(stack.url, from, ConfirmClientUploadDocument, {
          token: kinds[kind](),
          fileId,
        });
        times[kind] = Number(process.hrtime.bigint() - started) / 1e6;
        expect(errorOf(answer.body), kind).toBe(clientRequestMessages.notFound);
        bodies.add(JSON.stringify({ status: answer.status, body: answer.body }));
      }
      if (round < WARM_UP_ROUNDS) continue;
      const mean = (times.wrong + times.revoked + times['another request']) / 3;
      for (const kind of order) relative[kind].push(times[kind] / mean);
    }
    expect(bodies.size).toBe(1);
    const medians = Object.values(relative).map(median);
    const ratio = Math.max(...medians) / Math.min(...medians);
    console.info(
      `link timing, median time relative to the round: ${Object.keys(relative)
        .map((kind, index) => `${kind} ${medians[index]!.toFixed(3)}`)
        .join(', ')}; ratio ${ratio.toFixed(3)}`,
    );
    expect(ratio).toBeLessThanOrEqual(1.1);
  }, 120_000);
});
