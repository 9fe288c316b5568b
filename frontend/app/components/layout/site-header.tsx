import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { firm } from '../../content/firm';
import { FirmLogo } from './firm-logo';
import { LanguageSwitcher } from './language-switcher';
import { useSiteLanguage } from './site-language';
import { NavDropdown } from './nav-dropdown';
import { isSectionActive, navigation, samePath, type HeaderVariant } from './navigation';

/**
 * The drawer (react-bootstrap's Offcanvas) is fetched when a visitor first reaches for the menu button,
 * not with every page: pointing at it, focusing or touching it starts the download, so by the click it is
 * usually there already.
 */
const loadMobileDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() => loadMobileDrawer().then((module) => ({ default: module.MobileDrawer })));
const prefetchMobileDrawer = () => void loadMobileDrawer();

/**
 * The public header: logo, phone and the menu. The desktop menu shows from 992 px; below that a menu
 * button opens the drawer. The alternate variant (navy, alternate logo, no "Our Team" link) is chosen by a
 * route's `handle` (see routes/public/layout.tsx).
 */
export function SiteHeader({ variant }: { variant: HeaderVariant }) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const language = useSiteLanguage();
  const { ui, path } = language;
  const sections = navigation(variant, language);

  return (
    <header className={`site-header site-header--${variant}`}>
      <LanguageSwitcher />
      <div className="container site-header__inner">
        <Link to={path('/')} className="site-header__logo">
          <FirmLogo
            tone={variant === 'primary' ? 'onWhite' : 'onNavy'}
            label={`${firm.logo.alt}: ${ui.header.logoHome}`}
          />
        </Link>
        <nav aria-label={ui.nav.main} className="site-nav d-none d-lg-block">
          <ul className="site-nav__list">
            {sections.map((section) => {
              const active = isSectionActive(section, pathname);
              return section.links ? (
                <NavDropdown
                  key={section.label}
                  label={section.label}
                  links={section.links}
                  active={active}
                />
              ) : (
                <li
                  key={section.label}
                  className={`site-nav__item${section.to === path('/') ? ' site-nav__item--home' : ''}${active ? ' is-active' : ''}`}
                >
                  <Link
                    to={section.to ?? '/'}
                    className="site-nav__link"
                    aria-current={samePath(pathname, section.to ?? '/') ? 'page' : undefined}
                  >
                    {section.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <a className="site-header__phone" href={firm.phoneHref}>
          <span className="site-header__phone-label">{ui.header.phoneLabel}</span>
          <span className="site-header__phone-number">{firm.phoneDisplay}</span>
        </a>
        <button
          type="button"
          className="site-header__menu-button d-lg-none"
          aria-expanded={drawerOpen}
          aria-haspopup="dialog"
          onPointerEnter={prefetchMobileDrawer}
          onFocus={prefetchMobileDrawer}
          onTouchStart={prefetchMobileDrawer}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        >
          <span className="site-header__menu-icon" aria-hidden="true" />
          <span className="site-header__menu-text">{ui.header.menu}</span>
        </button>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer sections={sections} show={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
