import Offcanvas from 'react-bootstrap/Offcanvas';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { firm } from '../../content/firm';
import { isSectionActive, samePath, type NavSection } from './navigation';
import { useSiteLanguage } from './site-language';

interface MobileDrawerProps {
  sections: NavSection[];
  show: boolean;
  onClose: () => void;
}

function DrawerAccordion({ section, onNavigate }: { section: NavSection; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(isSectionActive(section, pathname));
  const panelId = useId();
  return (
    <li className="drawer-nav__item">
      <button
        type="button"
        className="drawer-nav__link drawer-nav__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
      >
        {section.label}
        <span className="drawer-nav__chevron" aria-hidden="true" />
      </button>
      <ul id={panelId} className="drawer-nav__panel" hidden={!expanded}>
        {section.links?.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="drawer-nav__sublink"
              aria-current={samePath(pathname, link.to) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The side drawer below 991 px: top-level links and accordions for Attorneys and Practice Areas. */
export function MobileDrawer({ sections, show, onClose }: MobileDrawerProps) {
  const { pathname } = useLocation();
  const { ui } = useSiteLanguage();
  return (
    <Offcanvas show={show} onHide={onClose} placement="end" className="drawer" aria-labelledby="drawer-title">
      <Offcanvas.Header closeButton closeLabel={ui.header.closeMenu}>
        <Offcanvas.Title as="h2" id="drawer-title" className="drawer__title">
          {ui.header.menu}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label={ui.nav.mobile}>
          <ul className="drawer-nav">
            {sections.map((section) =>
              section.links ? (
                <DrawerAccordion key={section.label} section={section} onNavigate={onClose} />
              ) : (
                <li key={section.label} className="drawer-nav__item">
                  <Link
                    to={section.to ?? '/'}
                    className="drawer-nav__link"
                    aria-current={samePath(pathname, section.to ?? '/') ? 'page' : undefined}
                    onClick={onClose}
                  >
                    {section.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <a className="btn btn-gold w-100 mt-4" href={firm.phoneHref}>
          {ui.call(firm.phoneDisplay)}
        </a>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
