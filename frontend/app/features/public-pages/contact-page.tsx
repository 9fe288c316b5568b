import { PageBanner } from '../../components/layout/page-banner';
import { ExternalLink } from '../../components/layout/external-link';
import { useSiteLanguage } from '../../components/layout/site-language';
import { firm } from '../../content/firm';
import type { LanguageNote } from '../../content/types';
import type { ContactText } from '../../content/ui';
import { mailtoHref } from '#contract/links';
import type { ReactNode } from 'react';

/** Contact: the consultation form, the office and who speaks Spanish. */
export function ContactPage({
  languageNote,
  consultation,
  text: contact,
}: {
  languageNote: LanguageNote;
  /** The consultation form in the page's language (the route composes it). */
  consultation: ReactNode;
  text: ContactText;
}) {
  const { address } = firm;
  const { ui } = useSiteLanguage();
  return (
    <>
      <PageBanner title={contact.heading}>
        <p className="page-banner__lead">{contact.lead}</p>
      </PageBanner>
      <div className="container section contact-page">
        <section className="contact-page__form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="contact-page__prompt">
            {contact.prompt}
          </h2>
          {consultation}
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
              <ExternalLink href={firm.mapDirectionsUrl}>{ui.footer.mapDirections}</ExternalLink>
            </li>
            <li>
              <span className="contact-panel__label">{contact.phone}</span>
              <a href={firm.phoneHref}>{firm.phoneDisplay}</a>
            </li>
            <li>
              <span className="contact-panel__label">{contact.email}</span>
              <a href={mailtoHref(firm.infoEmail)}>{firm.infoEmail}</a>
            </li>
          </ul>
          <p className="contact-panel__languages">
            <strong lang={languageNote.leadLanguage}>{languageNote.lead}:</strong> {languageNote.text}
          </p>
        </aside>
      </div>
    </>
  );
}
