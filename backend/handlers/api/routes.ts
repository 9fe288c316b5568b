/**
 * The REST routes behind /api, in one list: the mail handler dispatches on them, the CDK HTTP API declares
 * them and the local API Gateway emulation accepts exactly these.
 */
import { CALENDAR_FEED_ROUTE_PATH } from '../../contract/calendar-feed';
import { CONSULTATION_NOTICE_PATH } from '../../contract/consultation';
import { API_ROUTE_THROTTLES, type RouteThrottle } from '../../contract/limits';
import type { FunctionGrants } from '../function-grants';

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

/**
 * What the mail handler (backend/handlers/api/mail.ts), which serves these routes, may touch: it reads the
 * stored consultation, marks its notice as sent (at most once) and mails the firm; for a calendar feed it
 * hashes the link's secret (a key derived from the signing secret), reads the feed, its owner, the owner's
 * follow-ups and the firm's time zone, and notes the fetch. Here beside the routes because the resolver
 * registry covers GraphQL fields only; the stack adds that it checks the origin header.
 */
export const MAIL_HANDLER_GRANTS: FunctionGrants = {
  reads: ['consultations', 'calendarFeeds', 'users', 'settings'],
  // throttles: the visitor's acknowledgement, at most one per address a day, follows the firm's notice.
  writes: ['consultations', 'consultationEvents', 'calendarFeeds', 'throttles'],
  sendsMail: true,
  usesSecret: true,
};
