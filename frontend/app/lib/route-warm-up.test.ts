import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { type ManifestRoute, routeTree, warmUpRouteMatching } from './route-warm-up';

/** The browser manifest React Router writes for our route config: flat, each route naming its parent. */
function manifestOf(
  entries: RouteConfigEntry[],
  parentId = 'root',
  into: Record<string, ManifestRoute> = {},
) {
  into.root ??= { id: 'root', path: '' };
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.tsx$/, '');
    into[id] = { id, parentId, path: entry.path, index: entry.index };
    manifestOf(entry.children ?? [], id, into);
  }
  return into;
}

describe('route warm-up', () => {
  const manifest = manifestOf(routes);

  it('nests the flat manifest under its parents, index routes without children', () => {
    const [root] = routeTree(manifest);
    expect(root).toMatchObject({ id: 'root', path: '' });
    const publicLayout = root!.children!.find((route) => route.id === 'routes/public/layout')!;
    expect(publicLayout.children).toContainEqual({ id: 'routes/public/home', index: true });
    expect(publicLayout.children).toContainEqual({
      id: 'routes/public/attorney',
      path: 'attorneys/:slug',
      children: [],
    });
  });

  it.each([
    ['/', 'routes/public/home'],
    ['/attorneys/eleanor-brandt', 'routes/public/attorney'],
    ['/attorneys/all', 'routes/public/attorneys-overview'],
    ['/news-media/', 'routes/public/news'],
    ['/news-media/some-article', 'routes/public/news-article'],
    ['/login', 'routes/staff/login'],
    ['/consultations/42', 'routes/staff/consultation'],
    ['/no-such-page', 'routes/not-found'],
  ])('matches %s to the route the router will render (%s), with its layouts', (pathname, leaf) => {
    const ids = warmUpRouteMatching(manifest, pathname);
    expect(ids[0]).toBe('root');
    expect(ids.at(-1)).toBe(leaf);
  });
});
