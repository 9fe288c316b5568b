import { pageMeta } from '../../../components/seo/page-meta';
import { DisclaimerPage } from '../../../features/public-pages/simple-pages';
import { disclaimerHtml, disclaimerMeta } from '../../../content/pages.es';

export const meta = () => pageMeta(disclaimerMeta);

export default function Disclaimer() {
  return <DisclaimerPage html={disclaimerHtml} />;
}
