/**
 * The form cannot be turned against the firm, against the real local stack (dynalite, local SES): one
 * IPv6 /64 is one client however many addresses it rotates through, and one address receives one
 * acknowledgement per window however many requests name it. The local stack listens on IPv4 loopback only,
 * so the /64 case calls the form's resolver as AppSync does, with the viewer address in the resolver
 * context (the authorizer's job, tested in origin-verification.test.ts). Only the site's own pages may call
 * the form from a browser.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES, CONSULTATION_RATE_LIMIT } from '../../../contract/consultation';
import type { Consultation, ConsultationData } from '../../../contract/operations';
import { ConsultationformDocument } from '../../../contract/graphql/public.generated';
import { ACKNOWLEDGEMENT_SUBJECT } from '../../../domain/consultations/acknowledgement';
import { FOREIGN_ORIGIN_MESSAGE } from '../../../domain/edge/browser-origin';
import { graphqlFrom } from '../../../local/graphql-from';
import { CONSULTATION_NOTICE_PATH } from '../../../contract/consultation';
import { FIRM_IDENTITY } from '../../../contract/firm';
import { useTestStack } from '../../../testing/use-test-stack';
import { toResolverContext } from '../identity';
import type { ResolverEvent } from '../resolver';
import { postConsultation, postNotice, solvedBotCheck } from './consultation-client';
import { getConsultation } from '../../../adapters/dynamodb/consultations';
import { handler as consultationform } from './submit';
import { moveToNextWindow } from '../../../testing/fixed-windows';

const stack = useTestStack();

function request(overrides: Partial<ConsultationData> = {}): ConsultationData {
  return {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: `ana-${randomUUID().slice(0, 8)}@example.com`,
    phone: '(206) 555-0199',
    typeOfClient: 'Yes, I am a potential new client',
    message: 'I was hurt in a crash on I-5 last month.',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** The form's call as AppSync hands it to the resolver, from `sourceIp`. */
function submitFrom(sourceIp: string): Promise<Consultation> {
  const event: ResolverEvent<{ consultationData: ConsultationData }> = {
    arguments: { consultationData: request() },
    identity: { resolverContext: toResolverContext({ kind: 'anonymous' }, sourceIp) },
    source: null,
    request: { headers: { 'user-agent': 'Vitest' }, domainName: null },
    info: {
      parentTypeName: 'Mutation',
      fieldName: 'consultationform',
      selectionSetList: [],
      selectionSetGraphQL: '',
      variables: {},
    },
    prev: null,
    stash: {},
  };
  return consultationform(event);
}

describe('the consultation form, limited per network', () => {
  it('counts 200 addresses of one IPv6 /64 as one client', async () => {
    moveToNextWindow(CONSULTATION_RATE_LIMIT.windowSeconds);
    const prefix = '2001:db8:77:1';
    const outcomes = [];
    for (let host = 1; host <= 200; host += 1) {
      outcomes.push(
        await submitFrom(`${prefix}:${host.toString(16)}:${randomUUID().slice(0, 4)}::1`).then(
          () => 'stored',
          (error: Error) => error.message,
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(CONSULTATION_RATE_LIMIT.limit);
    expect(outcomes.slice(CONSULTATION_RATE_LIMIT.limit)).toEqual(
      Array(200 - CONSULTATION_RATE_LIMIT.limit).fill(CONSULTATION_MESSAGES.tooManyRequests),
    );
    // Another /64 is another client.
    await expect(submitFrom('2001:db8:78::1')).resolves.toMatchObject({ lastName: 'Lopez' });
  });
});

describe("the visitor's acknowledgement, limited per recipient", () => {
  it('goes out once for 50 requests naming one address; the firm is told of each', async () => {
    const email = `target-${randomUUID().slice(0, 8)}@example.com`;
    for (let visit = 1; visit <= 50; visit += 1) {
      const from = `127.0.118.${visit}`;
      const data = request({
        email,
        lastName: `Target${visit}`,
        botCheck: await solvedBotCheck(stack.url, from),
      });
      const answer = await postConsultation(stack.url, data, from);
      expect(answer.errorMessage).toBeUndefined();
      expect((await postNotice(stack.url, JSON.stringify({ id: answer.consultation!._id }))).status).toBe(
        200,
      );
    }
    const mails = await stack.emails();
    const acknowledgements = mails.filter(
      (mail) => mail.destination.to.includes(email) && mail.subject === ACKNOWLEDGEMENT_SUBJECT,
    );
    expect(acknowledgements).toHaveLength(1);
    expect(mails.filter((mail) => /Target\d+$/.test(mail.subject))).toHaveLength(50);
  }, 90_000); // 50 bot checks solved and 50 requests: about 15 s on an idle 2-core machine.

  it('carries neither the URL nor the markup a visitor put in the names', async () => {
    const data = request({
      firstName: 'Win https://evil.example/prize',
      lastName: '<a href="https://evil.example">Claim</a>',
      botCheck: await solvedBotCheck(stack.url, '127.0.119.1'),
    });
    const answer = await postConsultation(stack.url, data, '127.0.119.1');
    await postNotice(stack.url, JSON.stringify({ id: answer.consultation!._id }));
    const [acknowledgement, ...others] = (await stack.emails()).filter((mail) =>
      mail.destination.to.includes(data.email),
    );
    expect(others).toEqual([]);
    for (const part of [acknowledgement!.subject, acknowledgement!.body.html, acknowledgement!.body.text]) {
      for (const typed of ['evil.example', 'Win', 'Claim', '&lt;a', '<a']) expect(part).not.toContain(typed);
    }
  });
});

describe('a browser call from another site', () => {
  const submitWith = (headers: Record<string, string>, from: string) =>
    graphqlFrom(stack.url, from, ConsultationformDocument, { consultationData: request() }, headers);

  it('is refused with a clear message, and nothing is stored', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const { body } = await submitWith(headers, '127.0.120.1');
      expect(body.data?.consultationform ?? undefined).toBeUndefined();
      expect(body.errors?.[0]?.message).toBe(FOREIGN_ORIGIN_MESSAGE);
    }
    const notice = await fetch(`${stack.url}${CONSULTATION_NOTICE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ id: 'a'.repeat(32) }),
    });
    expect(notice.status).toBe(403);
    expect(await notice.json()).toEqual({ error: FOREIGN_ORIGIN_MESSAGE });
  });

  it("is answered from the site's own origin", async () => {
    const own = { origin: new URL(stack.url).origin, 'sec-fetch-site': 'same-origin' };
    const { body } = await submitWith(own, '127.0.120.2');
    expect(body.errors).toBeUndefined();
    expect(body.data?.consultationform?._id).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the bot check', () => {
  async function submitted(data: ConsultationData, from: string) {
    const answer = await postConsultation(stack.url, data, from);
    expect(answer.errorMessage).toBeUndefined();
    expect((await postNotice(stack.url, JSON.stringify({ id: answer.consultation!._id }))).status).toBe(200);
    const mails = (await stack.emails()).filter(
      (mail) => mail.destination.to.includes(data.email) || mail.subject.endsWith(data.lastName),
    );
    return { stored: await getConsultation(answer.consultation!._id), mails };
  }

  it('lets a verified request make the firm acknowledge the visitor', async () => {
    const botCheck = await solvedBotCheck(stack.url, '127.0.121.1');
    const { stored, mails } = await submitted(request({ lastName: 'Verified', botCheck }), '127.0.121.1');
    expect(stored?.unverified).toBeUndefined();
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [ACKNOWLEDGEMENT_SUBJECT, 'New consultation request from Ana Verified'].sort(),
    );
  });

  it.each([
    ['no solution', async () => undefined],
    ['a forged solution', async () => Buffer.from('{"challenge":{},"solution":{}}').toString('base64')],
    ['garbage', async () => '%%%not-base64%%%'],
  ])('stores a request with %s as unverified and mails nobody but the firm', async (_, botCheck) => {
    const lastName = `Unverified${randomUUID().slice(0, 6)}`;
    const from = '127.0.121.2';
    const { stored, mails } = await submitted(request({ lastName, botCheck: await botCheck() }), from);
    expect(stored).toMatchObject({ unverified: true, status: 'notified', acknowledgement: 'withheld' });
    expect(mails.map((mail) => mail.destination.to)).toEqual([[FIRM_IDENTITY.infoEmail]]);
  });

  it('accepts a solution once: a reused one is stored unverified', async () => {
    const botCheck = await solvedBotCheck(stack.url, '127.0.121.3');
    const first = await submitted(request({ lastName: 'FirstUse', botCheck }), '127.0.121.3');
    const again = await submitted(request({ lastName: 'Reused', botCheck }), '127.0.121.4');
    expect(first.stored?.unverified).toBeUndefined();
    expect(again.stored).toMatchObject({ unverified: true, acknowledgement: 'withheld' });
    expect(again.mails.filter((mail) => mail.subject === ACKNOWLEDGEMENT_SUBJECT)).toEqual([]);
  });
});
