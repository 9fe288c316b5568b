import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';
import { pageMeta } from '../../components/seo/page-meta';
import { disclaimerHtml, disclaimerMeta } from '../../content/pages';

export const meta = () => pageMeta(disclaimerMeta);

export default function Disclaimer() {
  return (
    <>
      <PageBanner title="Disclaimer" />
      <section className="section">
        <div className="container narrow">
          <Prose html={disclaimerHtml} />
        </div>
      </section>
    </>
  );
}
