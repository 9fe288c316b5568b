import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { localeOfPath } from '#contract/locale';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';
import { firm } from './content/firm';

/**
 * The SPA fallback page (staff screens, redirects, unknown paths) renders only the root route: keep it out
 * of search results. Every public route exports its own meta, which replaces this.
 */
export function links() {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

export function meta() {
  return [{ title: firm.shortName }, { name: 'robots', content: 'noindex' }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the document once React has hydrated it. Hydration starts after the first paint
  // (backend/pages/deferred-hydration.ts), so the browser tests wait for this before they interact.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  // The page's language is its path's: Spanish under /es/, English elsewhere.
  const { pathname } = useLocation();
  return (
    <html lang={localeOfPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** What the SPA fallback page shows before the client takes over (staff and unknown paths). */
export function HydrateFallback() {
  return (
    <div className="page-loading" role="status">
      Loading…
    </div>
  );
}
