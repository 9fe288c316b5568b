/**
 * Matching the route table once before hydration, in a task of its own. React Router flattens, ranks and
 * compiles every route path each time it matches (36 routes here), and it does so twice while it creates
 * the router inside React's first render, which React cannot split. On Lighthouse's slow phone that made
 * one 100-140 ms task, most of it code and regular expressions running for the first time. Matched once
 * beforehand (a 35-45 ms task of its own), the router's own matching runs warm and its task falls to 55-70 ms
 * (`npm run bench:hydration`, bench/README.md).
 */
import { matchRoutes, type RouteObject } from 'react-router';

/** A route as React Router's browser manifest (`window.__reactRouterManifest.routes`) describes it. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** The manifest's flat routes as the nested route objects React Router matches. */
export function routeTree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: routeTree(routes, route.id) },
    );
}

/** Matches `pathname` against the manifest's routes once; returns the matched route ids, leaf last. */
export function warmUpRouteMatching(routes: Record<string, ManifestRoute>, pathname: string): string[] {
  return (matchRoutes(routeTree(routes), pathname) ?? []).map((match) => match.route.id!);
}
