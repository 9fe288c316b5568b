import { Link } from 'react-router';
import { firm } from '../../content/firm';
import { FirmLogo } from './firm-logo';
import { ExternalLink } from './external-link';
import { MinimalFooter } from './minimal-footer';
import { useSiteLanguage } from './site-language';

/** The public footer: office, phone, social links, Quick Links and the Disclaimer, then the minimal footer. */
export function SiteFooter() {
  const { address } = firm;
  const { ui, path } = useSiteLanguage();
  const { nav, footer } = ui;
  const quickLinks = [
    { label: nav.home, to: path('/') },
    { label: nav.about, to: path('/about') },
    { label: nav.attorneys, to: path('/attorneys/all') },
    { label: nav.practiceAreas, to: path('/practice-areas/overview') },
    { label: nav.contact, to: path('/contact') },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-office">
          <FirmLogo tone="onNavy" label={firm.logo.alt} className="site-footer__logo" />
          <h2 id="footer-office" className="site-footer__heading">
            {footer.office}
          </h2>
          <address className="site-footer__address">
            {firm.name}
            <br />
            {address.street}, {address.suite}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <ExternalLink href={firm.mapDirectionsUrl}>{footer.mapDirections}</ExternalLink>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {footer.callUs}
          </h2>
          <p>
            <a className="site-footer__phone" href={firm.phoneHref}>
              {firm.phoneDisplay}
            </a>
          </p>
          <p>{footer.callUsText}</p>
          <ul className="site-footer__social" aria-label={footer.social}>
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
            {footer.quickLinks}
          </h2>
          <ul className="site-footer__links">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to={path('/disclaimer/')}>{footer.disclaimer}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <MinimalFooter />
    </footer>
  );
}
