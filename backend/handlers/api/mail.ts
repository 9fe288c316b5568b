/**
 * The REST mail handler behind API Gateway (HTTP API, payload format 2.0): POST /api/consultationform.
 * The consultation issue fills in sending the firm's notice; the routing, JSON parsing and error shapes
 * live here.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { GENERIC_ERROR_MESSAGE, UserFacingError } from '../../domain/errors';

export type ApiResult = APIGatewayProxyStructuredResultV2;

export function json(statusCode: number, body: unknown): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

const STATUS: Record<UserFacingError['kind'], number> = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429,
};

export function parseJsonBody(event: APIGatewayProxyEventV2): unknown {
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString()
      : event.body
    : '';
  try {
    return JSON.parse(raw);
  } catch {
    throw new UserFacingError('The request body must be valid JSON.');
  }
}

type Route = (event: APIGatewayProxyEventV2) => Promise<ApiResult>;

/** Route key (as in the HTTP API: "METHOD /path") to its handler. */
const routes: Record<string, Route> = {};

export async function handler(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  const route = routes[event.routeKey] ?? routes[`${event.requestContext.http.method} ${event.rawPath}`];
  if (!route) return json(404, { error: 'Not found' });
  try {
    return await route(event);
  } catch (error) {
    if (error instanceof UserFacingError) return json(STATUS[error.kind], { error: error.message });
    console.error(JSON.stringify({ level: 'error', route: event.routeKey, error: String(error) }));
    return json(500, { error: GENERIC_ERROR_MESSAGE });
  }
}
