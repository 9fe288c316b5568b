/**
 * A staff screen's data time, measured in the browser the way a signed-in person meets it: from the route
 * change (React Router's navigate, as a click on the staff menu does it) to the screen's data on screen,
 * checked once per animation frame. `npm run bench:staff` uses it.
 */
import type { Page, Request } from '@playwright/test';
import type { StaffScreenKey } from './staff-screens';
import { DATA_ROUTER_GLOBAL } from '../../backend/pages/react-router-internals';

/**
 * What shows that a screen's data has arrived (a CSS selector), counted only once no "Loading" text is left
 * in <main>. Each needs data the screen reads: a lead, a file in the top folder, a post, a document request.
 */
export const dataMarkers: Record<StaffScreenKey, string> = {
  dashboard: 'main .staff-tiles a',
  inbox: 'main .inbox-list li a',
  consultation: 'main .inbox-detail h1',
  fileManager: 'main .document-table tbody tr',
  posts: 'main table tbody tr',
  postNew: 'main h1',
  postEdit: 'main #post-versions',
  staff: 'main table tbody tr',
  audit: 'main table tbody tr',
  account: 'main table tbody tr',
  settings: 'main form select',
  reports: 'main table',
  clientRequests: 'main table tbody tr',
  clientRequest: 'main h1.text-break',
  matters: 'main table tbody tr',
  matter: 'main .matter-detail h1',
  criticalDeadlines: 'main table tbody tr',
};

/**
 * Counts the page's GraphQL requests and waits until none is in flight, so a screen's requests that answer
 * after its marker (the dashboard's panels, say) do not queue in front of the next screen's.
 */
export function graphqlTraffic(page: Page) {
  let started = 0;
  let inFlight = 0;
  const quiet: (() => void)[] = [];
  const order = new WeakMap<Request, number>();
  const isGraphql = (request: Request) => new URL(request.url()).pathname === '/graphql';
  page.on('request', (request) => {
    if (!isGraphql(request)) return;
    order.set(request, started);
    started += 1;
    inFlight += 1;
  });
  const answered: { started: number; ms: number }[] = [];
  const done = (request: Request) => {
    if (!isGraphql(request)) return;
    answered.push({ started: order.get(request)!, ms: request.timing().responseEnd });
    inFlight -= 1;
    if (inFlight === 0) for (const resolve of quiet.splice(0)) resolve();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    started: () => started,
    /** The longest answer (ms, as the browser saw it) of the requests counted from `from` to before `to`. */
    slowestBetween: (from: number, to: number) =>
      Math.max(
        0,
        ...answered.filter(({ started }) => started >= from && started < to).map((request) => request.ms),
      ),
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => quiet.push(resolve))),
  };
}

/** The attribute that marks what was on screen before a route change, so the old screen cannot count. */
const BEFORE = 'data-before-route-change';

/**
 * Navigates the signed-in page to `path` and answers the milliseconds until `marker` is visible with no
 * "Loading" left in <main> (the page must already show a screen of the staff layout).
 */
export async function dataTimeAfterRouteChange(
  page: Page,
  path: string,
  marker: string,
  timeoutMs = 10_000,
): Promise<number> {
  // No named functions inside: tsx (esbuild) would wrap them in a helper the page does not have.
  return page.evaluate(
    async ({ path, marker, before, timeoutMs, routerGlobal }) => {
      const router = (
        window as unknown as Record<string, { navigate(to: string): Promise<void> } | undefined>
      )[routerGlobal];
      if (!router) throw new Error(`No React Router data router at window.${routerGlobal} on this page`);
      for (const element of document.querySelectorAll(marker)) element.setAttribute(before, '');
      const start = performance.now();
      void router.navigate(path);
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const main = document.querySelector('main');
        const shown =
          `${location.pathname}${location.search}` === path &&
          [...document.querySelectorAll(marker)].some(
            (element) => !element.hasAttribute(before) && element.checkVisibility(),
          ) &&
          main !== null &&
          !/Loading/.test(main.textContent ?? '');
        if (shown) return performance.now() - start;
        if (performance.now() - start > timeoutMs)
          throw new Error(`${path}: "${marker}" not shown within ${timeoutMs} ms`);
      }
    },
    { path, marker, before: BEFORE, timeoutMs, routerGlobal: DATA_ROUTER_GLOBAL },
  );
}

/** The value at a fraction of the sorted samples (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** A post for the post editor's data time (its slug must be unique on the stack). */
export const timedPostInput = (suffix: string) => ({
  title: `A post opened for its data time ${suffix}`,
  titleShort: 'Timed post',
  slug: `timed-post-${suffix}`,
  category: 'Product Liability',
  date: '2026-04-02',
  author: 'Brandt & Okafor',
  featured: false,
  description: 'Opened by the staff data-time measurements.',
  keywords: 'timing',
  body: 'One paragraph.',
});
