import { Link } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';
import type { PageMeta, PracticeArea } from '../../content/types';
import type { PracticeText } from '../../content/ui';

export interface PracticeAreasOverviewContent {
  heading: string;
  introHtml: string;
  meta: PageMeta;
}

export function PracticeAreasOverviewPage({
  overview,
  areas,
  text,
}: {
  overview: PracticeAreasOverviewContent;
  areas: PracticeArea[];
  text: PracticeText;
}) {
  return (
    <>
      <PageBanner title={overview.heading} kicker={text.kicker} />
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
