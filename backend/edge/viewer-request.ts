/**
 * The site's URL rewrite rule, one piece of code for both runtimes: the CDK stack deploys it as a
 * CloudFront Function and the local server evaluates the same source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { redirects } from '../contract/redirects';

const TEMPLATE = readFileSync(new URL('./viewer-request-function.js', import.meta.url), 'utf8');

/**
 * The page for staff screens and unknown paths, whose client-side router decides; also what the
 * distribution (and the local server) answers a missing file with, still as a 404.
 */
export const SPA_FALLBACK_PAGE = '/__spa-fallback.html';

/** Routes with their own pre-rendered index.html, as route paths without a trailing slash ('' is home). */
export function prerenderedRoutes(siteDir: string): string[] {
  const entries = readdirSync(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const dir = relative(siteDir, entry.parentPath);
      return dir === '' ? '' : '/' + dir.split(sep).join('/');
    })
    .sort();
}

export function viewerRequestCode(
  routes: string[],
  permanentRedirects: Readonly<Record<string, string>> = redirects,
): string {
  const table = Object.fromEntries(routes.map((route) => [route, 1]));
  return TEMPLATE.replace('__PRERENDERED_ROUTES__', JSON.stringify(table))
    .replace('__REDIRECTS__', JSON.stringify(permanentRedirects))
    .replace('__SPA_FALLBACK__', JSON.stringify(SPA_FALLBACK_PAGE));
}

export interface QueryValue {
  value: string;
  /** Present when the name occurs more than once: every value, the first included. */
  multiValue?: { value: string }[];
}

export interface ViewerRequest {
  uri: string;
  method?: string;
  querystring?: Record<string, QueryValue>;
  headers?: Record<string, { value: string }>;
}

/** What the function returns instead of the request when it answers itself (the redirects). */
export interface ViewerResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
}

type ViewerRequestHandler = (event: { request: ViewerRequest }) => ViewerRequest | ViewerResponse;

/** Evaluates the function source the way CloudFront would call it, for the local server and tests. */
export function loadViewerRequestHandler(code: string): ViewerRequestHandler {
  return new Function(`${code}\nreturn handler;`)() as ViewerRequestHandler;
}

/** A raw query string ("a=1&b=x%20y") in the shape CloudFront hands the function: values stay encoded. */
export function cloudFrontQuerystring(rawQuery: string): Record<string, QueryValue> {
  const querystring: Record<string, QueryValue> = {};
  for (const part of rawQuery.split('&').filter(Boolean)) {
    const [name = '', value = ''] = part.split(/=(.*)/s);
    const existing = querystring[name];
    if (!existing) querystring[name] = { value };
    else existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
  }
  return querystring;
}

/** Where a request goes: a file of the build, or an answer the function gives itself. */
export type SiteRoute =
  { kind: 'file'; uri: string } | { kind: 'response'; status: number; headers: Record<string, string> };

export function siteRouter(siteDir: string): (uri: string, rawQuery?: string) => SiteRoute {
  const handler = loadViewerRequestHandler(viewerRequestCode(prerenderedRoutes(siteDir)));
  return (uri, rawQuery = '') => {
    const result = handler({ request: { uri, querystring: cloudFrontQuerystring(rawQuery) } });
    if ('uri' in result) return { kind: 'file', uri: result.uri };
    const headers = Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([name, { value }]) => [name, value]),
    );
    return { kind: 'response', status: result.statusCode, headers };
  };
}
