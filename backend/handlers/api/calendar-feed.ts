/**
 * GET /api/calendar/{token}: a staff user's personal calendar feed (domain/calendar-feed), for calendar
 * apps. Any link that opens no feed gets the same 404 as an unknown route. The feed names clients, so no
 * cache keeps it (a turned-off link stops at once) and no search engine lists it.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { readCalendarFeed } from '../../domain/calendar-feed/feed';
import { calendarFeedDependencies } from '../composition/calendar-feed';
import { json, type ApiResult } from './http';

/** On every answer: the feed names clients. */
const PRIVATE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
const notFound = json(404, { error: 'Not found' });
const NOT_FOUND: ApiResult = { ...notFound, headers: { ...notFound.headers, ...PRIVATE } };

export async function serveCalendarFeed(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  const { sourceIp, userAgent } = event.requestContext.http;
  const feed = await readCalendarFeed(
    { sourceIp, userAgent },
    { token: event.pathParameters?.token ?? '' },
    calendarFeedDependencies(),
  );
  if (feed === undefined) return NOT_FOUND;
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/calendar; charset=utf-8', ...PRIVATE },
    body: feed,
  };
}
