/**
 * Every React Router internal the page pipeline relies on, in one place: none of these is public API, so
 * an upgrade may change any of them without notice. react-router-internals.test.ts checks each against
 * the installed React Router and names the assumption that broke.
 *
 * 1. The hydration HTML of a pre-rendered page (deferred-hydration.ts rewrites it).
 * 2. The build request flag and header the pre-renderer uses (page-renderer.ts renders as the build does).
 * 3. The browser route manifest file the build writes (purge-css.ts and the benchmarks read it).
 * 4. The history state React Router's browser history numbers its entries with: the browser's route
 *    warm-up writes it, so it lives where the frontend may import it, backend/contract/router-history.ts.
 * 5. The hydrated data router on `window` (DATA_ROUTER_GLOBAL): the staff benchmark and its browser test
 *    (bench/lib/staff-data-time.ts) change routes through its `navigate`, as a click on the staff menu does.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A `<link rel="modulepreload">` React Router writes for every module of the page (group 1: its URL). */
export const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** The inline module script that hydrates the page (group 1: its body). */
export const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** The hydration script's static imports of the manifest and route modules (groups: the name, the URL). */
export const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/gm;
/** The hydration script's dynamic import of the client entry, last (group 1: the quoted URL). */
export const ENTRY_IMPORT = /^\s*import\(("[^"]+")\);\s*$/m;
/** The hydration script's assignment of the imported route modules (group 1: the whole statement). */
export const ROUTE_MODULES = /^\s*(window\.__reactRouterRouteModules = \{[^\n]*\};)\s*$/m;

/** The header the pre-renderer passes a route's data in, to the document request that follows. */
export const PRERENDER_DATA_HEADER = 'X-React-Router-Prerender-Data';

/** React Router's build-time headers are honoured only in a process that says it renders a build. */
export function markBuildRequests(): void {
  process.env.IS_RR_BUILD_REQUEST = 'yes';
}

/** The path of a route's single-fetch data (`route` without a trailing slash, "/" for home). */
export const routeDataPath = (route: string): string => (route === '/' ? '/_root.data' : `${route}.data`);

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

export interface RouteManifest {
  entry: { module: string; imports: string[]; css: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The browser route manifest of a built site (`assets/manifest-<hash>.js`, one assignment of a JSON object). */
export function readRouteManifest(siteDir: string): RouteManifest {
  const assets = join(siteDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}`);
  const source = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as RouteManifest;
}

/**
 * The global HydratedRouter stores its data router in (`window.__reactRouterDataRouter`), with
 * `navigate(to)`: the same call a `<Link>` makes, which the staff data-time measurement times.
 */
export const DATA_ROUTER_GLOBAL = '__reactRouterDataRouter';
