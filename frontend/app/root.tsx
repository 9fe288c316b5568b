import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
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
