import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { rememberVisitSource } from '../../features/consultation/lead-source';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import type { HeaderVariant } from '../../components/layout/navigation';

/** A public route may export `handle = { headerVariant: 'alternate' }` to get the second header variant. */
export interface PublicRouteHandle {
  headerVariant?: HeaderVariant;
}

function useHeaderVariant(): HeaderVariant {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as PublicRouteHandle | undefined);
  return handles.findLast((handle) => handle?.headerVariant)?.headerVariant ?? 'primary';
}

/** Every public page: skip link, header (by variant), the page, and the footer. */
export default function PublicLayout() {
  const variant = useHeaderVariant();
  // Where the visit came from, for a consultation request sent later in it.
  useEffect(rememberVisitSource, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader variant={variant} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
