/**
 * One request, bounded work: the local AppSync enforces the stack's limits before any resolver runs, and
 * both APIs refuse an oversized body with a clear answer in their own error shape.
 */
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { HealthDocument } from '../contract/graphql/public.generated';
import { getUser } from '../adapters/dynamodb/users';
import { limitErrors } from '../local/appsync';
import { TEST_ADMIN } from '../testing/test-stack';
import { useTestStack } from '../testing/use-test-stack';
import { BODY_LIMIT_BYTES, GRAPHQL_LIMITS, bodyTooLarge } from './request-limits';

const stack = useTestStack();

const aliasedLogins = (count: number) =>
  `mutation {${Array.from(
    { length: count },
    (_, i) => ` try${i}: login(email: "${TEST_ADMIN.email}", password: "Wrong#Guess${i}") { token }`,
  ).join('')} }`;

describe('the resolver count limit', () => {
  it('refuses 20 aliased logins before any of them runs', async () => {
    const before = (await stack.emails()).length;
    const { status, body } = await stack.graphql(aliasedLogins(20));
    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      {
        errorType: 'ValidationError',
        message: `Resolver count limit of ${GRAPHQL_LIMITS.resolverCount} exceeded (this request runs 20).`,
      },
    ]);
    // No password was checked: no failure counted against the account, no mail sent.
    expect((await getUser(TEST_ADMIN.email))?.failedLogins ?? 0).toBe(0);
    expect((await stack.emails()).length).toBe(before);
  });

  it('counts fields reached through fragments too', () => {
    const spread = Array.from(
      { length: GRAPHQL_LIMITS.resolverCount + 1 },
      (_, i) => `h${i}: health { status }`,
    );
    const document = parse(`query { ...Many } fragment Many on Query { ${spread.join(' ')} }`);
    expect(limitErrors(document, undefined, new Set(['Query.health']))).toHaveLength(1);
  });

  it('lets the site’s own requests through', async () => {
    const { status, body } = await stack.graphql(HealthDocument);
    expect(status).toBe(200);
    expect(body.data?.health.status).toBe('ok');
  });
});

describe('the query depth limit', () => {
  const nested = (depth: number) => `query ${'{ a '.repeat(depth - 1)}{ leaf }${' }'.repeat(depth - 1)}`;

  it('refuses a document deeper than the limit and accepts one at the limit', () => {
    const fields = new Set<string>();
    expect(limitErrors(parse(nested(GRAPHQL_LIMITS.queryDepth)), undefined, fields)).toEqual([]);
    expect(limitErrors(parse(nested(GRAPHQL_LIMITS.queryDepth + 1)), undefined, fields)).toEqual([
      {
        errorType: 'ValidationError',
        message: `Query depth limit of ${GRAPHQL_LIMITS.queryDepth} exceeded (this query is ${GRAPHQL_LIMITS.queryDepth + 1} deep).`,
      },
    ]);
  });
});

describe('introspection', () => {
  it('is off, as in the deployed API', async () => {
    const { status, body } = await stack.graphql('query { __schema { types { name } } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });
});

describe('request bodies', () => {
  const post = (path: string, body: string) =>
    fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer' },
      body,
    });

  it('over the /graphql limit get 413 in AppSync’s error shape', async () => {
    const padding = 'x'.repeat(BODY_LIMIT_BYTES.graphql);
    const response = await post(
      '/graphql',
      JSON.stringify({ query: `query { health { status } } # ${padding}` }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(bodyTooLarge('graphql').body);
  });

  it('over the /api limit get 413 in the mail handler’s error shape', async () => {
    const response = await post(
      '/api/consultationform',
      JSON.stringify({ id: 'f'.repeat(BODY_LIMIT_BYTES.api) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(bodyTooLarge('api').body);
  });
});
