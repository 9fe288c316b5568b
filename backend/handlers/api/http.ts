/** What every REST route shares: JSON answers, JSON bodies, and the status each UserFacingError kind maps to. */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { UserFacingError } from '../../domain/errors';

export type ApiResult = APIGatewayProxyStructuredResultV2;

export type Route = (event: APIGatewayProxyEventV2) => Promise<ApiResult>;

export function json(statusCode: number, body: unknown): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

export const STATUS: Record<UserFacingError['kind'], number> = {
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
