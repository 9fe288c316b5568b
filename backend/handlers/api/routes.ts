/**
 * The REST routes behind /api, in one list: the mail handler dispatches on them, the CDK HTTP API declares
 * them and the local API Gateway emulation accepts exactly these.
 */
import { CALENDAR_FEED_ROUTE_PATH } from '../../contract/calendar-feed';
import { CONSULTATION_NOTICE_PATH } from '../../contract/consultation';
import { API_ROUTE_THROTTLES, type RouteThrottle } from '../../contract/limits';

export interface ApiRoute {
  readonly method: 'GET' | 'POST';
  /** As API Gateway writes it: `{name}` stands for one path segment, handed over in `pathParameters`. */
  readonly path: string;
  /** The route's own throttle on the HTTP API's stage (infra/mail-api.ts). */
  readonly throttle: RouteThrottle;
}

export const CONSULTATION_NOTICE_ROUTE: ApiRoute = {
  method: 'POST',
  path: CONSULTATION_NOTICE_PATH,
  throttle: API_ROUTE_THROTTLES.consultationNotice,
};

/** Content-Security-Policy violation reports (the policy's report-uri and report-to). */
export const CSP_REPORT_ROUTE: ApiRoute = {
  method: 'POST',
  path: '/api/csp-report',
  throttle: API_ROUTE_THROTTLES.cspReport,
};

/** A staff user's personal calendar feed (ICS), read by calendar apps with the secret in the path. */
export const CALENDAR_FEED_ROUTE: ApiRoute = {
  method: 'GET',
  path: CALENDAR_FEED_ROUTE_PATH,
  throttle: API_ROUTE_THROTTLES.calendarFeed,
};

export const API_ROUTES: readonly ApiRoute[] = [
  CONSULTATION_NOTICE_ROUTE,
  CSP_REPORT_ROUTE,
  CALENDAR_FEED_ROUTE,
];

/** The HTTP API's route key, "METHOD /path". */
export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;
