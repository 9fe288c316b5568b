/**
 * The site's URL rewrite rule, one piece of code for both runtimes: the CDK stack deploys it as a
 * CloudFront Function and the local server evaluates the same source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const TEMPLATE = readFileSync(new URL('./viewer-request-function.js', import.meta.url), 'utf8');

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

export function viewerRequestCode(routes: string[]): string {
  const table = Object.fromEntries(routes.map((route) => [route, 1]));
  return TEMPLATE.replace('__PRERENDERED_ROUTES__', JSON.stringify(table));
}

export interface ViewerRequest {
  uri: string;
  method?: string;
  querystring?: Record<string, { value: string }>;
  headers?: Record<string, { value: string }>;
}

/** Evaluates the function source the way CloudFront would call it, for the local server and tests. */
export function loadViewerRequestHandler(code: string): (event: { request: ViewerRequest }) => ViewerRequest {
  return new Function(`${code}\nreturn handler;`)() as (event: { request: ViewerRequest }) => ViewerRequest;
}

export function siteRewriter(siteDir: string): (uri: string) => string {
  const handler = loadViewerRequestHandler(viewerRequestCode(prerenderedRoutes(siteDir)));
  return (uri) => handler({ request: { uri } }).uri;
}

/** Where the build put the static site (SITE_BUILD_DIR, as in react-router.config.ts). */
export const siteDirectory = (root: string, buildDir = process.env.SITE_BUILD_DIR ?? 'build/site') =>
  join(root, buildDir, 'client');
