/**
 * React Router's default client entry, with three tasks before React hydrates instead of one:
 * 1. evaluating this module (react-dom is bundled into it);
 * 2. matching the route table once and numbering the first history entry (lib/route-warm-up.ts,
 *    #contract/router-history), so the router React creates matches warm and has no history state to write;
 * 3. hydrating.
 * Together they were 100 ms and more of work on Lighthouse's slow phone in two tasks over 50 ms (blocking
 * time); apart, each stays near or under 50 ms.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { numberFirstHistoryEntry } from '#contract/router-history';
import { type ManifestRoute, warmUpRouteMatching } from './lib/route-warm-up';

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

await nextTask();
if (window.__reactRouterManifest)
  warmUpRouteMatching(window.__reactRouterManifest.routes, window.location.pathname);
numberFirstHistoryEntry(window.history);
await nextTask();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
