/**
 * Only CloudFront reaches the APIs: the authorizer and the mail handler refuse a request without the
 * origin header (or with a value that is neither current nor previous) before any other work, against
 * the real local stack (dynalite, local SES). "Direct" calls go to the AppSync emulation and the mail
 * handler as AWS would call them from their own host names; calls through the stack's URL pass its
 * CloudFront emulation, which sets the header and the viewer address itself.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { originSecret } from '../adapters/origin-secret';
import { CONSULTATION_MESSAGES, CONSULTATION_RATE_LIMIT } from '../contract/consultation';
import { ConsultationformDocument, HealthDocument } from '../contract/graphql/public.generated';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../domain/edge/origin-verification';
import { createAppSyncEmulator } from '../local/appsync';
import { toApiGatewayEvent } from '../local/api-gateway';
import { graphqlFrom } from '../local/graphql-from';
import { useTestStack } from '../testing/use-test-stack';
import { MISSING_ID_MESSAGE } from './api/consultation-notice';
import { handler as calendarHandler } from './api/calendar';
import { NOT_THROUGH_CLOUDFRONT, handler as mailHandler } from './api/mail';
import { handler as authorizer } from './graphql/authorizer';
import { moveToNextWindow } from '../testing/fixed-windows';

const stack = useTestStack();
let appSyncDirect: Awaited<ReturnType<typeof createAppSyncEmulator>>;
beforeAll(async () => {
  appSyncDirect = await createAppSyncEmulator();
});

const newValue = () => randomBytes(32).toString('base64url');
const rotate = (current: string, previous: string) =>
  writeFileSync(join(stack.dataDir, 'origin-secret.json'), JSON.stringify({ current, previous }));

/** POST to AppSync's own host name: only the headers the caller wrote. */
const healthDirect = (headers: Record<string, string>) =>
  appSyncDirect({
    body: JSON.stringify({ query: HealthDocument }),
    headers: { authorization: 'Bearer', ...headers },
  });

/** POST to API Gateway's own host name: the mail handler with exactly the caller's headers. */
const noticeDirect = (headers: Record<string, string>) =>
  mailHandler(
    toApiGatewayEvent({
      method: 'POST',
      path: '/api/consultationform',
      rawQueryString: '',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
      sourceIp: '203.0.113.10',
    }),
  );

/** GET a calendar feed on API Gateway's own host name: the calendar function with the caller's headers. */
const feedDirect = (headers: Record<string, string>) =>
  calendarHandler(
    toApiGatewayEvent({
      method: 'GET',
      path: `/api/calendar/${'A'.repeat(43)}`,
      rawQueryString: '',
      headers,
      body: '',
      sourceIp: '203.0.113.10',
    }),
  );

describe('the origin header', () => {
  it('is required by the authorizer and both /api functions; only the current and previous values pass', async () => {
    const retired = (await originSecret()).current;
    const previous = newValue();
    const current = newValue();
    rotate(current, previous);
    try {
      const refusedHeaders: Record<string, string>[] = [
        {},
        { [ORIGIN_VERIFY_HEADER]: '' },
        { [ORIGIN_VERIFY_HEADER]: retired },
      ];
      for (const refused of refusedHeaders) {
        expect(await healthDirect(refused)).toMatchObject({
          status: 401,
          body: { errors: [{ errorType: 'UnauthorizedException' }] },
        });
        expect(await noticeDirect(refused)).toEqual(NOT_THROUGH_CLOUDFRONT);
        expect(await feedDirect(refused)).toEqual(NOT_THROUGH_CLOUDFRONT);
      }
      for (const value of [current, previous]) {
        expect(await healthDirect({ [ORIGIN_VERIFY_HEADER]: value })).toMatchObject({
          status: 200,
          body: { data: { health: { status: 'ok' } } },
        });
        // Past the check, the handler reads the body: this one names no consultation.
        const answer = await noticeDirect({ [ORIGIN_VERIFY_HEADER]: value });
        expect(answer.statusCode).toBe(400);
        expect(JSON.parse(answer.body!)).toEqual({ error: MISSING_ID_MESSAGE });
        // Past the check, a made-up feed link opens nothing.
        expect((await feedDirect({ [ORIGIN_VERIFY_HEADER]: value })).statusCode).toBe(404);
      }
    } finally {
      rotate(current, '');
    }
  });

  it('is added by the local CloudFront, whatever the client sent under that name', async () => {
    const forged = { [ORIGIN_VERIFY_HEADER]: 'not-the-secret' };
    const answer = await graphqlFrom(stack.url, '127.0.116.1', HealthDocument, {}, forged);
    expect(answer.status).toBe(200);
  });

  it('is refused before the token is looked at: no answer is cached for a bare Bearer', async () => {
    const refused = await authorizer({
      authorizationToken: 'Bearer',
      requestHeaders: { [VIEWER_ADDRESS_HEADER]: '198.51.100.1:443' },
    } as unknown as Parameters<typeof authorizer>[0]);
    expect(refused).toEqual({ isAuthorized: false, ttlOverride: 0 });
  });
});

describe('the viewer address', () => {
  it('reaches the resolvers from a verified request only', async () => {
    const { current } = await originSecret();
    const verified = await authorizer({
      authorizationToken: 'Bearer',
      requestHeaders: { [ORIGIN_VERIFY_HEADER]: current, [VIEWER_ADDRESS_HEADER]: '2001:db8::7:51234' },
    } as unknown as Parameters<typeof authorizer>[0]);
    expect(verified).toMatchObject({ isAuthorized: true, resolverContext: { sourceIp: '2001:db8::7' } });
    // An unverified request naming any viewer it likes is refused whole: no resolver, so no bucket.
    const forged = await authorizer({
      authorizationToken: 'Bearer',
      requestHeaders: { [ORIGIN_VERIFY_HEADER]: newValue(), [VIEWER_ADDRESS_HEADER]: '198.51.100.9:443' },
    } as unknown as Parameters<typeof authorizer>[0]);
    expect(forged).toEqual({ isAuthorized: false, ttlOverride: 0 });
  });

  it('written by the client does not choose the throttle bucket', async () => {
    const submit = (client: string, visit: number) =>
      graphqlFrom(
        stack.url,
        client,
        ConsultationformDocument,
        {
          consultationData: {
            firstName: 'Sam',
            lastName: 'Forger',
            email: 'sam@example.com',
            phone: '206 555 0100',
            typeOfClient: "I'm neither.",
            message: 'Testing the throttle.',
            idempotencyKey: randomUUID(),
          },
        },
        // Each call claims to be another viewer; CloudFront (and the local stack) overwrite the header.
        { [VIEWER_ADDRESS_HEADER]: `198.51.100.${visit}:443`, 'x-forwarded-for': `192.0.2.${visit}` },
      );
    moveToNextWindow(CONSULTATION_RATE_LIMIT.windowSeconds);
    const client = '127.0.116.2';
    for (let visit = 1; visit <= CONSULTATION_RATE_LIMIT.limit; visit++) {
      expect((await submit(client, visit)).status).toBe(200);
    }
    const extra = (await submit(client, 99)).body;
    expect(extra.errors?.[0]?.message).toBe(CONSULTATION_MESSAGES.tooManyRequests);
  });
});
