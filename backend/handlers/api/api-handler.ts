/**
 * What every function behind the HTTP API does before its routes (payload format 2.0): it answers only
 * requests that came through CloudFront (the origin header) and, from a browser, from the site's own pages;
 * a route it does not serve is a 404; a refusal is answered with its message, anything else with the generic
 * one quoting the request's id (`reference`), logged under that id without the request.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../../config';
import { refuseForeignBrowserCall } from '../../domain/edge/browser-origin';
import { UserFacingError, genericErrorMessage } from '../../domain/errors';
import { currentRequestId, inRequest, log, type InvocationContext } from '../composition/log';
import { cameThroughCloudFront } from '../composition/origin';
import { STATUS, json, type ApiResult, type Route } from './http';

/** The answer to a request that bypassed CloudFront: no detail, nothing else was looked at. */
export const NOT_THROUGH_CLOUDFRONT = json(403, { error: 'Forbidden' });

/** A function's handler serving `routes` (route key, "METHOD /path", to its route). */
export function apiHandler(routes: Record<string, Route>) {
  async function serve(event: APIGatewayProxyEventV2): Promise<ApiResult> {
    if (!(await cameThroughCloudFront(event.headers))) return NOT_THROUGH_CLOUDFRONT;
    const route = routes[event.routeKey] ?? routes[`${event.requestContext.http.method} ${event.rawPath}`];
    if (!route) return json(404, { error: 'Not found' });
    try {
      refuseForeignBrowserCall(event.headers, () => config().siteUrl);
      return await route(event);
    } catch (error) {
      if (error instanceof UserFacingError) return json(STATUS[error.kind], { error: error.message });
      log.error('route-failed', { route: event.routeKey, error: String(error) });
      const reference = currentRequestId();
      return json(500, { error: genericErrorMessage(reference), reference });
    }
  }
  return function handler(event: APIGatewayProxyEventV2, context?: InvocationContext): Promise<ApiResult> {
    return inRequest(context?.awsRequestId ?? event.requestContext?.requestId, () => serve(event));
  };
}
