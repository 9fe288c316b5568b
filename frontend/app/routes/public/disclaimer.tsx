import { BannerPage } from '../../components/layout/banner-page';
import { Prose } from '../../components/layout/prose';
import { pageMeta } from '../../components/seo/page-meta';
import { disclaimerHtml, disclaimerMeta } from '../../content/pages';

export const meta = () => pageMeta(disclaimerMeta);

export default function Disclaimer() {
  return (
    <BannerPage title="Disclaimer" containerClassName="container narrow">
      <Prose html={disclaimerHtml} />
    </BannerPage>
  );
}
