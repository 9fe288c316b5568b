import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { type ManifestRoute, numberFirstHistoryEntry, routeTree, warmUpRouteMatching } from './route-warm-up';

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

describe('numbering the first history entry before hydration', () => {
  it('writes the state React Router would write, so its own history then writes nothing', () => {
    const routerOnly = fakeWindow({ key: 'k1' });
    createBrowserHistory({ window: routerOnly.window });
    expect(routerOnly.history.replaced).toBe(1);

    const warmedUp = fakeWindow({ key: 'k1' });
    numberFirstHistoryEntry(warmedUp.history);
    expect(warmedUp.history.replaced).toBe(1);
    createBrowserHistory({ window: warmedUp.window });
    expect(warmedUp.history.replaced).toBe(1);
    expect(warmedUp.history.state).toEqual(routerOnly.history.state);
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
