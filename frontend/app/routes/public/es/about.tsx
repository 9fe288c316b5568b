import { pageMeta } from '../../../components/seo/page-meta';
import { AboutPage } from '../../../features/public-pages/about-page';
import { aboutPage, aboutText } from '../../../content/pages.es';

export const meta = () => pageMeta(aboutPage.meta);

export default function About() {
  return <AboutPage page={aboutPage} text={aboutText} />;
}
