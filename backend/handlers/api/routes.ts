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
  /** The function serving it (API_FUNCTIONS). */
  readonly function: ApiFunction;
}

export const CONSULTATION_NOTICE_ROUTE: ApiRoute = {
  method: 'POST',
  path: CONSULTATION_NOTICE_PATH,
  throttle: API_ROUTE_THROTTLES.consultationNotice,
  function: 'mail',
};

/** Content-Security-Policy violation reports (the policy's report-uri and report-to). */
export const CSP_REPORT_ROUTE: ApiRoute = {
  method: 'POST',
  path: '/api/csp-report',
  throttle: API_ROUTE_THROTTLES.cspReport,
  function: 'mail',
};

/** A staff user's personal calendar feed (ICS), read by calendar apps with the secret in the path. */
export const CALENDAR_FEED_ROUTE: ApiRoute = {
  method: 'GET',
  path: CALENDAR_FEED_ROUTE_PATH,
  throttle: API_ROUTE_THROTTLES.calendarFeed,
  function: 'calendar',
};

export const API_ROUTES: readonly ApiRoute[] = [
  CONSULTATION_NOTICE_ROUTE,
  CSP_REPORT_ROUTE,
  CALENDAR_FEED_ROUTE,
];

/** The HTTP API's route key, "METHOD /path". */
export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;

/**
 * The functions behind /api, each with what it may touch (here beside the routes because the resolver
 * registry covers GraphQL fields only; the stack adds that each checks the origin header). `entry` is
 * relative to backend/handlers.
 */
/** A function behind /api: its module and its grants. */
export interface ApiFunctionEntry extends FunctionGrants {
  readonly entry: string;
}

export type ApiFunction = 'mail' | 'calendar';

export const API_FUNCTIONS: Record<ApiFunction, ApiFunctionEntry> = {
  /**
   * The public form's notice and CSP reports: reads the stored consultation, marks its notice as sent (at
   * most once) and mails the firm, then the visitor's acknowledgement (at most one per address a day:
   * throttles).
   */
  mail: {
    entry: 'api/mail',
    reads: ['consultations'],
    writes: ['consultations', 'consultationEvents', 'throttles'],
    sendsMail: true,
    usesSecret: false,
  },
  /**
   * Staff calendar feeds: hashes the link's secret (a key from the public-function secret), reads the feed,
   * its owner, the owner's follow-ups and open limitation deadlines and the firm's time zone, and notes the
   * fetch.
   */
  calendar: {
    entry: 'api/calendar',
    reads: ['calendarFeeds', 'users', 'settings', 'consultations', 'matters'],
    writes: ['calendarFeeds'],
    sendsMail: false,
    usesSecret: false,
    usesPublicFunctionSecret: true,
  },
};
