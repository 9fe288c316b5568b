/**
 * The REST mail handler behind API Gateway (HTTP API, payload format 2.0). It answers only requests that
 * came through CloudFront (the origin header) and, from a browser, from the site's own pages; it sends
 * only mail the server builds from stored data; no route accepts a mail body from the browser. It also
 * serves the staff's calendar feeds, which a secret link opens.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../../config';
import { refuseForeignBrowserCall } from '../../domain/edge/browser-origin';
import { GENERIC_ERROR_MESSAGE, UserFacingError } from '../../domain/errors';
import { cameThroughCloudFront } from '../composition/origin';
import { sendConsultationNotice } from './consultation-notice';
import { receiveCspReport } from './csp-report';
import { STATUS, json, type ApiResult, type Route } from './http';
import { CALENDAR_FEED_ROUTE, CONSULTATION_NOTICE_ROUTE, CSP_REPORT_ROUTE, routeKey } from './routes';

/** Route key (as in the HTTP API: "METHOD /path") to its handler. */
const routes: Record<string, Route> = {
  [routeKey(CONSULTATION_NOTICE_ROUTE)]: sendConsultationNotice,
  [routeKey(CSP_REPORT_ROUTE)]: receiveCspReport,
  // The calendar's libraries load when a calendar app first calls: the form's notice never waits for them.
  [routeKey(CALENDAR_FEED_ROUTE)]: async (event) =>
    (await import('./calendar-feed')).serveCalendarFeed(event),
};

/** The answer to a request that bypassed CloudFront: no detail, nothing else was looked at. */
export const NOT_THROUGH_CLOUDFRONT = json(403, { error: 'Forbidden' });

export async function handler(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  if (!(await cameThroughCloudFront(event.headers))) return NOT_THROUGH_CLOUDFRONT;
  const route = routes[event.routeKey] ?? routes[`${event.requestContext.http.method} ${event.rawPath}`];
  if (!route) return json(404, { error: 'Not found' });
  try {
    refuseForeignBrowserCall(event.headers, () => config().siteUrl);
    return await route(event);
  } catch (error) {
    if (error instanceof UserFacingError) return json(STATUS[error.kind], { error: error.message });
    console.error(JSON.stringify({ level: 'error', route: event.routeKey, error: String(error) }));
    return json(500, { error: GENERIC_ERROR_MESSAGE });
  }
}
