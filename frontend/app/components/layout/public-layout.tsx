import { Outlet, useMatches } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { HeaderVariant } from './navigation';
import { SiteLanguageProvider, type SiteLanguage } from './site-language';

/** A public route may export `handle = { headerVariant: 'alternate' }` to get the second header variant. */
export interface PublicRouteHandle {
  headerVariant?: HeaderVariant;
}

function useHeaderVariant(): HeaderVariant {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as PublicRouteHandle | undefined);
  return handles.findLast((handle) => handle?.headerVariant)?.headerVariant ?? 'primary';
}

/**
 * Every public page in one language: skip link, the language bar and header (by variant), the page, and the
 * footer. Each language's layout route (routes/public/layout.tsx, routes/public/es/layout.tsx) renders this
 * with its own words.
 */
export function PublicLayout({ language }: { language: SiteLanguage }) {
  const variant = useHeaderVariant();
  return (
    <SiteLanguageProvider language={language}>
      <a className="skip-link" href="#main">
        {language.ui.skipLink}
      </a>
      <SiteHeader variant={variant} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </SiteLanguageProvider>
  );
}
