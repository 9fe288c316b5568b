/**
 * The distribution's behaviours, emulated (infra/site-hosting.ts): a route table sends /graphql to the
 * AppSync emulation and /api to the API Gateway emulation, as CloudFront forwards them, and every other path
 * to the site. Each endpoint is a named handler; the table decides only which one answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { originSecret } from '../adapters/origin-secret';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../domain/edge/origin-verification';
import { BODY_LIMIT_BYTES, bodyTooLarge } from '../handlers/request-limits';
import type { AnswersInFlight } from './answers-in-flight';
import { invokeApi, type ApiHandler } from './api-gateway';
import type { GraphqlHttpResponse, GraphqlRequest } from './appsync';

/** Answers one request; `path` is its URL without the query string. */
export type EndpointHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;

export interface EdgeRoute {
  /** The paths this behaviour takes, as the distribution's path pattern does. */
  matches(path: string): boolean;
  handle: EndpointHandler;
}

/** The body, or undefined when it is over `limitBytes` (the rest is read and dropped, so the answer arrives). */
export function readBody(req: IncomingMessage, limitBytes: number): Promise<string | undefined> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) chunks.push(chunk);
    });
    req.on('end', () => resolveBody(size > limitBytes ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The headers an API receives, as CloudFront forwards them: the viewer's address set from the connection
 * (never taken from the client), and the secret origin header CloudFront adds, overwriting any sent.
 */
async function forwardedHeaders(req: IncomingMessage): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const address = req.socket.remoteAddress ?? 'unknown';
  headers[VIEWER_ADDRESS_HEADER] = `${address}:${req.socket.remotePort ?? 0}`;
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${address}`
    : address;
  headers[ORIGIN_VERIFY_HEADER] = (await originSecret()).current;
  return headers;
}

/** A JSON answer, with the response headers policy's headers as CloudFront adds them. */
function sendJson(res: ServerResponse, siteHeaders: Record<string, string>, answer: GraphqlHttpResponse) {
  res
    .writeHead(answer.status, { ...siteHeaders, 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(answer.body));
}

/** POST /graphql: AppSync takes only POST and refuses a body over its limit before any resolver runs. */
export function graphqlEndpoint(
  graphql: (request: GraphqlRequest) => Promise<GraphqlHttpResponse>,
  siteHeaders: Record<string, string>,
): EndpointHandler {
  return async (req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405, { ...siteHeaders, allow: 'POST' }).end();
      return;
    }
    const body = await readBody(req, BODY_LIMIT_BYTES.graphql);
    sendJson(
      res,
      siteHeaders,
      body === undefined
        ? bodyTooLarge('graphql')
        : await graphql({ body, headers: await forwardedHeaders(req) }),
    );
  };
}

/** /api and below: the HTTP API's mail handler, with API Gateway's event and its 404 for undeclared routes. */
export function mailApiEndpoint(
  mailHandler: ApiHandler,
  siteHeaders: Record<string, string>,
): EndpointHandler {
  return async (req, res, path) => {
    const body = await readBody(req, BODY_LIMIT_BYTES.api);
    if (body === undefined) {
      sendJson(res, siteHeaders, bodyTooLarge('api'));
      return;
    }
    const answer = await invokeApi(mailHandler, {
      method: req.method ?? 'GET',
      path,
      rawQueryString: (req.url ?? '').split('?')[1] ?? '',
      headers: await forwardedHeaders(req),
      body,
      sourceIp: req.socket.remoteAddress ?? 'unknown',
    });
    res.writeHead(answer.status, { ...siteHeaders, ...answer.headers }).end(answer.body);
  };
}

/**
 * The server's request listener: the first API route whose pattern matches answers, its answer tracked as
 * in flight (answers-in-flight.ts); any other path is the site's. A handler that fails is logged and
 * answered with a 500.
 */
export function edgeRouter(
  apiRoutes: readonly EdgeRoute[],
  serveSite: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  apiAnswers: AnswersInFlight,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const apiRoute = apiRoutes.find((route) => route.matches(path));
    if (apiRoute) apiAnswers.track(res);
    const answered = apiRoute ? apiRoute.handle(req, res, path) : serveSite(req, res);
    answered.catch((error: unknown) => {
      console.error(`local stack: ${req.method} ${path} failed: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  };
}
