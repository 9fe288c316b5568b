import { Link } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';
import { pageMeta } from '../../components/seo/page-meta';
import { practiceAreas, practiceAreasOverview } from '../../content/practice-areas';

export const meta = () => pageMeta(practiceAreasOverview.meta);

export default function PracticeAreasOverview() {
  return (
    <>
      <PageBanner title={practiceAreasOverview.heading} kicker="Practice Areas" />
      <section className="section">
        <div className="container">
          <Prose html={practiceAreasOverview.introHtml} className="narrow mx-auto" />
          <ul className="practice-list">
            {practiceAreas.map((area) => (
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
