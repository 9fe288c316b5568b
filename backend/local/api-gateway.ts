/** API Gateway (HTTP API, payload format 2.0), emulated: builds the event the mail handler receives in AWS. */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { API_ROUTES, routeKey } from '../handlers/api/routes';

export interface ApiRequest {
  method: string;
  path: string;
  rawQueryString: string;
  headers: Record<string, string>;
  body: string;
  sourceIp: string;
}

/** The routes the stack's HTTP API declares; anything else is API Gateway's own 404. */
const DECLARED_ROUTE_KEYS = API_ROUTES.map(routeKey);

export function toApiGatewayEvent(request: ApiRequest): APIGatewayProxyEventV2 {
  const routeKey = `${request.method} ${request.path}`;
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: request.path,
    rawQueryString: request.rawQueryString,
    headers: request.headers,
    body: request.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: request.headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method,
        path: request.path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: request.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
  };
}

export type ApiHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

export async function invokeApi(
  handler: ApiHandler,
  request: ApiRequest,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const event = toApiGatewayEvent(request);
  if (!DECLARED_ROUTE_KEYS.includes(event.routeKey)) {
    return { status: 404, headers: { 'content-type': 'application/json' }, body: '{"message":"Not Found"}' };
  }
  const result = await handler(event);
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
  return { status: result.statusCode ?? 200, headers, body: result.body ?? '' };
}
