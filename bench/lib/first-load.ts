/**
 * What a page makes the browser download before it is interactive: the scripts it loads to hydrate (as
 * React Router writes them or deferred past the first paint) and its stylesheets, measured gzip-compressed from the build output. Bytes are deterministic,
 * so this is fit for a test as well as the benchmark.
 *
 * Pre-rendered pages (the public site and the sign-in page) name all of that in their HTML. Other staff pages
 * are served the SPA fallback page, which names only the root; the client router then loads the matched
 * routes' modules, read here from React Router's route manifest.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router';
import { hydrationModules } from '../../backend/pages/deferred-hydration';
import { AMPLIFY_MARKERS } from '../../backend/pages/purge-css';
import { readRouteManifest } from '../../backend/pages/react-router-internals';
import { routeTree } from '../../frontend/app/lib/route-warm-up';

export interface FirstLoad {
  js: { path: string; gzipBytes: number }[];
  css: { path: string; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Whether any first-load script carries the staff-only GraphQL client (aws-amplify). */
  includesAmplify: boolean;
}

/**
 * A stylesheet link's file: React Router adds `#` to a sheet that a lazily loaded module imports too (so the
 * link and Vite's loader do not count as one), which the browser ignores when it fetches it.
 */
const STYLESHEET = /<link rel="stylesheet"[^>]* href="([^"#]+)#?"/g;
export const SPA_FALLBACK_PAGE = '__spa-fallback.html';

export function pageHtmlFile(siteDir: string, route: string): string {
  const clean = route.replace(/\/+$/, '');
  return join(siteDir, clean, 'index.html');
}

function measureFiles(siteDir: string, jsPaths: string[], cssPaths: string[]): FirstLoad {
  const measure = (path: string) => {
    const content = readFileSync(join(siteDir, path));
    return { path, gzipBytes: gzipSync(content, { level: 9 }).length, text: content.toString('utf8') };
  };
  const js = [...new Set(jsPaths)].map(measure);
  const css = [...new Set(cssPaths)].map(measure);
  const sum = (items: { gzipBytes: number }[]) => items.reduce((total, item) => total + item.gzipBytes, 0);
  return {
    js: js.map(({ path, gzipBytes }) => ({ path, gzipBytes })),
    css: css.map(({ path, gzipBytes }) => ({ path, gzipBytes })),
    jsGzipBytes: sum(js),
    cssGzipBytes: sum(css),
    includesAmplify: js.some((item) => AMPLIFY_MARKERS.test(item.text)),
  };
}

function htmlResources(html: string): { js: string[]; css: string[] } {
  const paths = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  return { js: hydrationModules(html), css: paths(STYLESHEET) };
}

/** The first load of a pre-rendered public page. */
export function firstLoad(siteDir: string, route: string): FirstLoad {
  const { js, css } = htmlResources(readFileSync(pageHtmlFile(siteDir, route), 'utf8'));
  return measureFiles(siteDir, js, css);
}

/**
 * The first load of a page the client renders from the SPA fallback (the staff screens); undefined when
 * only the catch-all "not found" route matches (a screen not built yet).
 */
export function clientRenderedFirstLoad(siteDir: string, path: string): FirstLoad | undefined {
  const manifest = readRouteManifest(siteDir);
  const matches = matchRoutes(routeTree(manifest.routes), path);
  if (!matches || matches.at(-1)!.route.path === '*') return undefined;
  const fallback = htmlResources(readFileSync(join(siteDir, SPA_FALLBACK_PAGE), 'utf8'));
  const routes = matches.map((match) => manifest.routes[match.route.id!]!);
  return measureFiles(
    siteDir,
    [
      ...fallback.js,
      manifest.entry.module,
      ...manifest.entry.imports,
      ...routes.flatMap((route) => [route.module, ...(route.imports ?? [])]),
    ],
    [...fallback.css, ...manifest.entry.css, ...routes.flatMap((route) => route.css ?? [])],
  );
}

/** A staff page's first load: from its own HTML when it is pre-rendered (the sign-in page), else as above. */
export function staffFirstLoad(siteDir: string, path: string): FirstLoad | undefined {
  return existsSync(pageHtmlFile(siteDir, path))
    ? firstLoad(siteDir, path)
    : clientRenderedFirstLoad(siteDir, path);
}
