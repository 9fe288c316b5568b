import { pageMeta } from '../../../components/seo/page-meta';
import { legalServiceJsonLd } from '../../../components/seo/structured-data';
import { HomePage } from '../../../features/public-pages/home-page';
import { awards } from '../../../content/awards.es';
import { consultationText } from '../../../content/consultation-text.es';
import * as home from '../../../content/home.es';

export const meta = () => pageMeta(home.homeMeta, { jsonLd: legalServiceJsonLd() });

export default function Home() {
  return <HomePage content={home} awards={awards} consultation={consultationText} />;
}
