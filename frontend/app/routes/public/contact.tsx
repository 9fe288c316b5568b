import type { PublicRouteHandle } from './layout';
import { PageBanner } from '../../components/layout/page-banner';
import { pageMeta } from '../../components/seo/page-meta';
import { legalServiceJsonLd } from '../../components/seo/structured-data';
import { ConsultationForm } from '../../features/consultation/consultation-form';
import { firm } from '../../content/firm';
import { mailtoHref } from '#contract/links';
import { contactMeta } from '../../content/pages';

export const handle: PublicRouteHandle = { headerVariant: 'alternate' };

export const meta = () => pageMeta(contactMeta, { jsonLd: legalServiceJsonLd() });

export default function Contact() {
  const { address } = firm;
  return (
    <>
      <PageBanner title="Contact Us">
        <p className="page-banner__lead">Passionately Advocating for the Injured</p>
      </PageBanner>
      <div className="container section contact-page">
        <section className="contact-page__form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="contact-page__prompt">
            Please Fill Out a Contact Form to Schedule a Free Consultation
          </h2>
          <ConsultationForm />
        </section>
        <aside className="contact-panel" aria-labelledby="contact-panel-heading">
          <h2 id="contact-panel-heading" className="contact-panel__name">
            {firm.name}
          </h2>
          <address>
            {address.street}, {address.suite}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <ul className="contact-panel__links">
            <li>
              <a href={firm.mapDirectionsUrl} target="_blank" rel="noopener noreferrer">
                Map &amp; Directions<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <span className="contact-panel__label">Phone</span>
              <a href={firm.phoneHref}>{firm.phoneDisplay}</a>
            </li>
            <li>
              <span className="contact-panel__label">Email</span>
              <a href={mailtoHref(firm.infoEmail)}>{firm.infoEmail}</a>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}
