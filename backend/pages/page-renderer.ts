/**
 * Renders one route of the public site at run time with the server build the site build kept
 * (keep-server-build.ts), exactly as React Router's pre-renderer does at build time
 * (@react-router/dev's `handlePrerender`): the route's `.data` request first, when a matched route has a
 * loader, then the document request carrying that data in the build-time header. The page is then finished
 * as the build step finishes every built page (finished-page.ts: hydration after the first paint, its own
 * script policy), so it is byte-for-byte what the build would have written for the same route
 * and data.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createRequestHandler,
  matchRoutes,
  type AppLoadContext,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { finishedPage } from './finished-page';
import type { PublishedPostsContext } from '../contract/news-context';
import type { PageRenderer, RenderedRoute } from '../domain/posts/public-pages';
import { PRERENDER_DATA_HEADER, markBuildRequests, routeDataPath } from './react-router-internals';
import { RENDERER_FACTS_FILE, RENDERER_SERVER_ENTRY, type SiteBuildFacts } from './site-build';

type ManifestRoute = NonNullable<ServerBuild['routes'][string]>;

/** The build's flat route manifest as the nested routes `matchRoutes` reads (ids kept for the lookup). */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is ManifestRoute => route?.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : routeTree(routes, route.id),
    })) as RouteObject[];
}

async function expectOk(response: Response, what: string): Promise<string> {
  const body = await response.text();
  if (response.status !== 200 && response.status !== 202) {
    throw new Error(`Rendering ${what} answered ${response.status}: ${body.slice(0, 200)}`);
  }
  return body;
}

/** `rendererDir` holds the kept server build (`<SITE_BUILD_DIR>/renderer` after a build, see site-build.ts). */
export async function loadPageRenderer(rendererDir: string): Promise<PageRenderer> {
  const build = (await import(
    /* @vite-ignore */ pathToFileURL(join(rendererDir, RENDERER_SERVER_ENTRY)).href
  )) as ServerBuild;
  const facts = JSON.parse(await readFile(join(rendererDir, RENDERER_FACTS_FILE), 'utf8')) as SiteBuildFacts;
  const tree = routeTree(build.routes);
  markBuildRequests();

  /** `path` as the build's prerender list spells it ("/news-media/some-slug"). */
  async function render(path: string, published?: PublishedPostsContext): Promise<RenderedRoute> {
    // What the build's pre-renderer passes (nothing) unless the renderer hands the published posts on.
    const context: AppLoadContext = { ...published };
    const route = path.replace(/\/+$/, '') || '/';
    // A path the build did not pre-render is refused by the server runtime (ssr: false); this one is
    // rendered as if the build had listed it.
    const handler = createRequestHandler(
      { ...build, prerender: [...new Set([...build.prerender, route])] },
      'production',
    );
    const matches = matchRoutes(tree, `/${route}/`.replace(/^\/\/+/, '/')) ?? [];
    if (matches.length === 0) throw new Error(`No route renders ${route}`);
    const hasLoaders = matches.some((match) => build.assets.routes[match.route.id ?? '']?.hasLoader);

    let data: RenderedRoute['data'];
    if (hasLoaders) {
      const dataPath = routeDataPath(route);
      const response = await handler(new Request(`http://localhost${dataPath}`), context);
      data = { key: dataPath.slice(1), body: await expectOk(response, dataPath) };
    }
    const documentPath = route === '/' ? '/' : `${route}/`;
    const response = await handler(
      new Request(`http://localhost${documentPath}`, {
        headers: data ? { [PRERENDER_DATA_HEADER]: encodeURI(data.body) } : {},
      }),
      context,
    );
    const html = finishedPage(await expectOk(response, documentPath));
    return { html: { key: `${documentPath.slice(1)}index.html`, body: html }, data };
  }

  return { facts, render };
}
