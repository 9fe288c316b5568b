/**
 * The contract between the page pipeline and React Router's internals (react-router-internals.ts and
 * backend/contract/router-history.ts), checked against the installed React Router and the server build the
 * site build kept, so it needs `npm run build` first, as `npm test` does. Each expectation names the
 * assumption it checks: when an upgrade breaks one, the message says which, and which module must learn
 * the new shape.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  createRequestHandler,
  type ServerBuild,
} from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { numberFirstHistoryEntry } from '../contract/router-history';
import { DEFERRED_HYDRATION_MARK, withDeferredHydration } from './deferred-hydration';
import {
  DATA_ROUTER_GLOBAL,
  ENTRY_IMPORT,
  HYDRATION_SCRIPT,
  MODULE_PRELOAD,
  PRERENDER_DATA_HEADER,
  ROUTE_MODULES,
  STATIC_IMPORT,
  markBuildRequests,
  readRouteManifest,
  routeDataPath,
} from './react-router-internals';
import { RENDERER_BUILD_DIR, RENDERER_SERVER_ENTRY, siteDirectory } from './site-build';

const siteDir = siteDirectory(process.cwd());
const rendererDir = join(siteDir, '..', RENDERER_BUILD_DIR);
/** A route with a loader, which the build pre-renders. */
const ARTICLE = '/news-media/cable-median-barriers-and-crossover-crashes';

let handler: (request: Request) => Promise<Response>;

beforeAll(async () => {
  const entry = join(rendererDir, RENDERER_SERVER_ENTRY);
  expect(existsSync(entry), `no kept server build at ${entry}: run npm run build`).toBe(true);
  const build = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as ServerBuild;
  const serve = createRequestHandler(build, 'production');
  handler = (request) => serve(request, {});
  markBuildRequests();
});

async function textOf(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await handler(new Request(`http://localhost${path}`, { headers }));
  expect(response.status, `${path} renders`).toBe(200);
  return response.text();
}

describe('React Router internals the page pipeline relies on', () => {
  it('writes the hydration HTML that deferred-hydration.ts rewrites', async () => {
    const html = await textOf(`${ARTICLE}/`);
    const script = HYDRATION_SCRIPT.exec(html)?.[1];
    expect(
      script,
      'one inline <script type="module" async=""> hydrates the page (HYDRATION_SCRIPT)',
    ).toBeDefined();
    expect(
      [...html.matchAll(MODULE_PRELOAD)].length,
      'every module is named by <link rel="modulepreload" href="…"/> (MODULE_PRELOAD)',
    ).toBeGreaterThan(1);
    expect(
      [...script!.matchAll(STATIC_IMPORT)].length,
      'the script imports the manifest and route modules statically, one per line (STATIC_IMPORT)',
    ).toBeGreaterThan(1);
    expect(
      ROUTE_MODULES.test(script!),
      'the script assigns window.__reactRouterRouteModules on one line (ROUTE_MODULES)',
    ).toBe(true);
    expect(
      ENTRY_IMPORT.test(script!),
      'the script ends by importing the client entry dynamically (ENTRY_IMPORT)',
    ).toBe(true);
    const deferred = withDeferredHydration(html);
    expect(deferred).toContain(DEFERRED_HYDRATION_MARK);
    expect(deferred).not.toMatch(MODULE_PRELOAD);
  });

  it('takes a pre-rendered document’s data from the build request header, in a process marked as a build', async () => {
    const data = await textOf(routeDataPath(ARTICLE));
    const title = 'Cable Median Barriers and Crossover Crashes on Washington Highways';
    expect(data, `${routeDataPath(ARTICLE)} is the route's single-fetch data (routeDataPath)`).toContain(
      title,
    );
    const sentinel = data.replace(title, 'Title From The Prerender Data Header');
    const html = await textOf(`${ARTICLE}/`, { [PRERENDER_DATA_HEADER]: encodeURI(sentinel) });
    expect(
      html,
      `with IS_RR_BUILD_REQUEST=yes (markBuildRequests), the document renders the data in ${PRERENDER_DATA_HEADER}`,
    ).toContain('Title From The Prerender Data Header');
  });

  it('writes the browser route manifest as one assignment of JSON in assets/manifest-<hash>.js', () => {
    const manifest = readRouteManifest(siteDir);
    expect(manifest.entry.module, 'the manifest names the client entry module (readRouteManifest)').toMatch(
      /^\/assets\/entry\.client-/,
    );
    expect(manifest.routes.root?.module, 'the manifest lists the routes by id, the root included').toMatch(
      /^\/assets\/root-/,
    );
    expect(manifest.routes['routes/public/news-article']?.parentId).toBe('routes/public/layout');
  });

  it('puts the hydrated data router on window under DATA_ROUTER_GLOBAL, where the staff benchmark navigates', () => {
    const manifest = readRouteManifest(siteDir);
    const entry = readFileSync(join(siteDir, manifest.entry.module), 'utf8');
    const chunks = manifest.entry.imports.map((chunk) => readFileSync(join(siteDir, chunk), 'utf8'));
    const assignment = new RegExp(`window\\.${DATA_ROUTER_GLOBAL}=`);
    expect(
      [entry, ...chunks].some((code) => assignment.test(code)),
      `the client build assigns window.${DATA_ROUTER_GLOBAL} (bench/lib/staff-data-time.ts navigates with it)`,
    ).toBe(true);
  });
});

/** A browser window's history and location, as much as React Router's browser history reads of them. */
function fakeWindow(state: unknown) {
  const history = {
    state,
    replaced: 0,
    replaceState(next: unknown) {
      history.state = next;
      history.replaced += 1;
    },
  };
  const location = {
    pathname: '/results',
    search: '',
    hash: '',
    href: 'https://x/results',
    origin: 'https://x',
  };
  return { history, window: { history, location, document: {} } as unknown as Window };
}

describe('numbering the first history entry before hydration (router-history.ts)', () => {
  it('writes the state React Router would write, so its own history then writes nothing', () => {
    const routerOnly = fakeWindow({ key: 'k1' });
    createBrowserHistory({ window: routerOnly.window });
    expect(routerOnly.history.replaced, 'React Router numbers a first entry that has no idx').toBe(1);

    const warmedUp = fakeWindow({ key: 'k1' });
    numberFirstHistoryEntry(warmedUp.history);
    expect(warmedUp.history.replaced).toBe(1);
    createBrowserHistory({ window: warmedUp.window });
    expect(warmedUp.history.replaced, 'React Router writes no history state when idx is a number').toBe(1);
    expect(warmedUp.history.state, 'React Router keeps its entry number in history.state.idx').toEqual(
      routerOnly.history.state,
    );
  });

  it('numbers an entry without any state, and leaves a numbered one (a reload, back or forward) alone', () => {
    const fresh = fakeWindow(null);
    numberFirstHistoryEntry(fresh.history);
    expect(fresh.history.state).toEqual({ idx: 0 });

    const numbered = fakeWindow({ key: 'k3', idx: 3 });
    numberFirstHistoryEntry(numbered.history);
    expect(numbered.history.replaced).toBe(0);
    expect(numbered.history.state).toEqual({ key: 'k3', idx: 3 });
  });
});
