/**
 * The REST mail handler behind API Gateway (HTTP API, payload format 2.0). It sends only mail the server
 * builds from stored data; no route accepts a mail body from the browser.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { GENERIC_ERROR_MESSAGE, UserFacingError } from '../../domain/errors';
import { sendConsultationNotice } from './consultation-notice';
import { STATUS, json, type ApiResult, type Route } from './http';
import { CONSULTATION_NOTICE_ROUTE, routeKey } from './routes';

/** Route key (as in the HTTP API: "METHOD /path") to its handler. */
const routes: Record<string, Route> = {
  [routeKey(CONSULTATION_NOTICE_ROUTE)]: sendConsultationNotice,
};

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
