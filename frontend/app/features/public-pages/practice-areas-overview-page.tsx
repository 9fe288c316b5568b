import { Link } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';
import { useSiteLanguage } from '../../components/layout/site-language';
import type { PageMeta, PracticeArea } from '../../content/types';

export interface PracticeAreasOverviewContent {
  heading: string;
  introHtml: string;
  meta: PageMeta;
}

export function PracticeAreasOverviewPage({
  overview,
  areas,
}: {
  overview: PracticeAreasOverviewContent;
  areas: PracticeArea[];
}) {
  const { ui } = useSiteLanguage();
  return (
    <>
      <PageBanner title={overview.heading} kicker={ui.practice.kicker} />
      <section className="section">
        <div className="container">
          <Prose html={overview.introHtml} className="narrow mx-auto" />
          <ul className="practice-list">
            {areas.map((area) => (
              <li key={area.slug} className="practice-list__item">
                <h2 className="practice-list__name">
                  <Link to={area.meta.path}>{area.name}</Link>
                </h2>
                <p>{area.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
