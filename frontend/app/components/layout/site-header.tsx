import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { firm } from '../../content/firm';
import { MobileDrawer } from './mobile-drawer';
import { NavDropdown } from './nav-dropdown';
import { isSectionActive, navigation, samePath, type HeaderVariant } from './navigation';

/**
 * The public header: logo, phone and the menu. The desktop menu shows from 992 px; below that a menu
 * button opens the drawer. The alternate variant (navy, alternate logo, no "Our Team" link) is chosen by a
 * route's `handle` (see routes/public/layout.tsx).
 */
export function SiteHeader({ variant }: { variant: HeaderVariant }) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sections = navigation(variant);
  const logo = variant === 'primary' ? firm.logo : firm.logoAlt;

  return (
    <header className={`site-header site-header--${variant}`}>
      <div className="container site-header__inner">
        <Link to="/" className="site-header__logo">
          <img src={logo.src} width={logo.width} height={logo.height} alt={`${logo.alt}, home`} />
        </Link>
        <nav aria-label="Main" className="site-nav d-none d-lg-block">
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
                  className={`site-nav__item${section.to === '/' ? ' site-nav__item--home' : ''}${active ? ' is-active' : ''}`}
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
          <span className="site-header__phone-label">Free consultation</span>
          <span className="site-header__phone-number">{firm.phoneDisplay}</span>
        </a>
        <button
          type="button"
          className="site-header__menu-button d-lg-none"
          aria-expanded={drawerOpen}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          <span className="site-header__menu-icon" aria-hidden="true" />
          <span className="site-header__menu-text">Menu</span>
        </button>
      </div>
      <MobileDrawer sections={sections} show={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}
