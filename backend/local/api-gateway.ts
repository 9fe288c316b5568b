/** API Gateway (HTTP API, payload format 2.0), emulated: builds the event the mail handler receives in AWS. */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { asFunction } from '../adapters/dynamodb/client';
import { API_FUNCTIONS, API_ROUTES, routeKey, type ApiFunction } from '../handlers/api/routes';
import { grantedTables } from '../handlers/function-grants';

export interface ApiRequest {
  method: string;
  path: string;
  rawQueryString: string;
  headers: Record<string, string>;
  body: string;
  sourceIp: string;
}

/** A declared route as API Gateway matches it: the method, and the path with each `{name}` one segment. */
const DECLARED_ROUTES = API_ROUTES.map((route) => ({
  key: routeKey(route),
  method: route.method,
  names: [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
  pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '([^/]+)')}$`),
}));

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The declared route a request is for, with its path parameters; undefined: API Gateway's own 404. */
function declaredRoute(method: string, path: string) {
  for (const route of DECLARED_ROUTES) {
    const match = route.method === method ? route.pattern.exec(path) : null;
    if (!match) continue;
    const values = match.slice(1).map(decoded);
    return {
      key: route.key,
      pathParameters: Object.fromEntries(route.names.map((name, i) => [name, values[i]!])),
    };
  }
  return undefined;
}

export function toApiGatewayEvent(request: ApiRequest): APIGatewayProxyEventV2 {
  const declared = declaredRoute(request.method, request.path);
  const routeKey = declared?.key ?? `${request.method} ${request.path}`;
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    ...(declared && Object.keys(declared.pathParameters).length
      ? { pathParameters: declared.pathParameters }
      : {}),
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
  if (!declaredRoute(request.method, request.path)) {
    return { status: 404, headers: { 'content-type': 'application/json' }, body: '{"message":"Not Found"}' };
  }
  const result = await handler(event);
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
  return { status: result.statusCode ?? 200, headers, body: result.body ?? '' };
}

/**
 * The functions behind /api, each loaded from its module and run as that function (with only its tables),
 * as one handler that hands each declared route to the function serving it, as API Gateway's integrations do.
 */
export async function loadApiFunctions(): Promise<ApiHandler> {
  const functions = {} as Record<ApiFunction, ApiHandler>;
  for (const [name, entry] of Object.entries(API_FUNCTIONS) as [
    ApiFunction,
    (typeof API_FUNCTIONS)[ApiFunction],
  ][]) {
    const url = new URL(`../handlers/${entry.entry}.ts`, import.meta.url).href;
    const { handler } = (await import(/* @vite-ignore */ url)) as { handler: ApiHandler };
    const tables = grantedTables(entry);
    functions[name] = (event) => asFunction(`the ${name} API function`, tables, () => handler(event));
  }
  const serving = new Map(API_ROUTES.map((route) => [routeKey(route), functions[route.function]]));
  // invokeApi answers an undeclared route itself, so every event here names a declared route.
  return (event) => serving.get(event.routeKey)!(event);
}
