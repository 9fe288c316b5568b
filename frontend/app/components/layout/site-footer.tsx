import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { firm } from '../../content/firm';
import { FirmLogo } from './firm-logo';
import { MinimalFooter } from './minimal-footer';

const quickLinks = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Attorneys', to: '/attorneys/all' },
  { label: 'Practice Areas', to: '/practice-areas/overview' },
  { label: 'Contact', to: '/contact' },
];

/** A link that opens in a new tab, and says so to screen-reader users. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** The public footer: office, phone, social links, Quick Links and the Disclaimer, then the minimal footer. */
export function SiteFooter() {
  const { address } = firm;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-office">
          <FirmLogo tone="onNavy" label={firm.logo.alt} className="site-footer__logo" />
          <h2 id="footer-office" className="site-footer__heading">
            Our Office
          </h2>
          <address className="site-footer__address">
            {firm.name}
            <br />
            {address.street}, {address.suite}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <ExternalLink href={firm.mapDirectionsUrl}>Map &amp; Directions</ExternalLink>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Call Us
          </h2>
          <p>
            <a className="site-footer__phone" href={firm.phoneHref}>
              {firm.phoneDisplay}
            </a>
          </p>
          <p>Free, confidential consultations. No fee unless we recover compensation for you.</p>
          <ul className="site-footer__social" aria-label="Social media">
            <li>
              <ExternalLink href={firm.social.facebook}>Facebook</ExternalLink>
            </li>
            <li>
              <ExternalLink href={firm.social.linkedin}>LinkedIn</ExternalLink>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            Quick Links
          </h2>
          <ul className="site-footer__links">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/disclaimer/">Disclaimer</Link>
            </li>
          </ul>
        </nav>
      </div>
      <MinimalFooter />
    </footer>
  );
}
