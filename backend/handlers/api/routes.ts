/**
 * The REST routes behind /api, in one list: the mail handler dispatches on them, the CDK HTTP API declares
 * them and the local API Gateway emulation accepts exactly these.
 */
import { CONSULTATION_NOTICE_PATH } from '../../contract/consultation';

export interface ApiRoute {
  readonly method: 'POST';
  readonly path: string;
}

export const CONSULTATION_NOTICE_ROUTE: ApiRoute = { method: 'POST', path: CONSULTATION_NOTICE_PATH };

export const API_ROUTES: readonly ApiRoute[] = [CONSULTATION_NOTICE_ROUTE];

/** The HTTP API's route key, "METHOD /path". */
export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;
