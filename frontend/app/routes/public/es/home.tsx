import { pageMeta } from '../../../components/seo/page-meta';
import { legalServiceJsonLd } from '../../../components/seo/structured-data';
import { ConsultationSection } from '../../../features/consultation/consultation-section';
import { HomePage } from '../../../features/public-pages/home-page';
import { awards } from '../../../content/awards.es';
import * as home from '../../../content/home.es';

export const meta = () => pageMeta(home.homeMeta, { jsonLd: legalServiceJsonLd() });

/** The form's words load with the form, as the visitor reaches it. */
const loadFormText = () => import('../../../content/consultation-text.es');

export default function Home() {
  return (
    <HomePage
      content={home}
      awards={awards}
      consultation={<ConsultationSection text={home.consultationIntro} loadFormText={loadFormText} />}
    />
  );
}
