/**
 * The calendar feeds' function behind /api: GET /api/calendar/{token} (calendar-feed.ts), which a staff
 * user's secret link opens. Its own function, so the grants it needs (the feeds, their owners, the firm's
 * settings) are never held by the function the public consultation form reaches. It holds the public-function
 * secret (its links' hash key), never the signing secret.
 */
import { apiHandler } from './api-handler';
import { serveCalendarFeed } from './calendar-feed';
import { CALENDAR_FEED_ROUTE, routeKey } from './routes';

export const handler = apiHandler({ [routeKey(CALENDAR_FEED_ROUTE)]: serveCalendarFeed });
