/**
 * The local distribution's route table on a real HTTP server, with stand-ins behind it: which handler
 * answers which path, what the GraphQL endpoint refuses before it calls AppSync, and the 500 for a handler
 * that fails. The whole stack behind the same table is tested in stack.test.ts.
 */
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, bodyTooLarge } from '../handlers/request-limits';
import { answersInFlight } from './answers-in-flight';
import { edgeRouter, graphqlEndpoint, type EdgeRoute } from './edge-router';
import { close, listen } from './listen';

const SITE_HEADERS = { 'x-content-type-options': 'nosniff' };

describe('the local edge router', () => {
  const server = createServer();
  const graphqlCalls: string[] = [];
  let url: string;

  beforeAll(async () => {
    const routes: EdgeRoute[] = [
      {
        matches: (path) => path === '/graphql',
        handle: graphqlEndpoint(async (request) => {
          graphqlCalls.push(request.body);
          return { status: 200, body: { data: null } };
        }, SITE_HEADERS),
      },
      {
        matches: (path) => path.startsWith('/api/'),
        handle: async (_req, res, path) => {
          if (path === '/api/fails') throw new Error('handler failed');
          res.writeHead(200, { 'content-type': 'text/plain' }).end(`api ${path}`);
        },
      },
    ];
    server.on(
      'request',
      edgeRouter(
        routes,
        async (req, res) => {
          res.writeHead(200, { 'content-type': 'text/plain' }).end(`site ${req.url}`);
        },
        answersInFlight(),
      ),
    );
    url = `http://127.0.0.1:${await listen(server, 0, 'edge router test')}`;
  });
  afterAll(() => close(server));

  it('sends each path to the first route that matches it, with the path without its query', async () => {
    const api = await fetch(`${url}/api/consultationform?x=1`, { method: 'POST', body: '{}' });
    expect(await api.text()).toBe('api /api/consultationform');
  });

  it('sends every other path to the site, query string included', async () => {
    const site = await fetch(`${url}/about?from=nav`);
    expect(await site.text()).toBe('site /about?from=nav');
  });

  it('answers anything but POST on /graphql with 405 and never calls AppSync', async () => {
    const response = await fetch(`${url}/graphql`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(graphqlCalls).toEqual([]);
  });

  it('refuses a GraphQL body over the limit with 413 in AppSync’s error shape, before AppSync', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      body: 'x'.repeat(BODY_LIMIT_BYTES.graphql + 1),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(bodyTooLarge('graphql').body);
    expect(graphqlCalls).toEqual([]);
  });

  it('answers a handler that fails with 500, and keeps serving', async () => {
    const failed = await fetch(`${url}/api/fails`, { method: 'POST' });
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('Internal error');
    expect((await fetch(`${url}/`)).status).toBe(200);
  });
});
