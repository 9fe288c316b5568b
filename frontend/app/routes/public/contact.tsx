import type { PublicRouteHandle } from './layout';
import { pageMeta } from '../../components/seo/page-meta';
import { legalServiceJsonLd } from '../../components/seo/structured-data';
import { ConsultationForm } from '../../features/consultation/consultation-form';
import { ContactPage } from '../../features/public-pages/contact-page';
import { consultationText } from '../../content/consultation-text';
import { contactMeta, contactText, languageNote } from '../../content/pages';

export const handle: PublicRouteHandle = { headerVariant: 'alternate' };

export const meta = () => pageMeta(contactMeta, { jsonLd: legalServiceJsonLd() });

export default function Contact() {
  return (
    <ContactPage
      text={contactText}
      languageNote={languageNote}
      consultation={<ConsultationForm text={consultationText} />}
    />
  );
}
