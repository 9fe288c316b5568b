import { pageMeta } from '../../components/seo/page-meta';
import { DisclaimerPage } from '../../features/public-pages/simple-pages';
import { disclaimerHeading, disclaimerHtml, disclaimerMeta } from '../../content/pages';

export const meta = () => pageMeta(disclaimerMeta);

export default function Disclaimer() {
  return <DisclaimerPage heading={disclaimerHeading} html={disclaimerHtml} />;
}
