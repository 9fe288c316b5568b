import { Link } from 'react-router';
import { AwardsSection } from '../../components/carousel/awards-carousel';
import { PageBanner } from '../../components/layout/page-banner';
import { pageMeta } from '../../components/seo/page-meta';
import { attorneys, attorneysOverviewIntro } from '../../content/attorneys';
import { attorneysOverviewMeta } from '../../content/pages';

export const meta = () => pageMeta(attorneysOverviewMeta);

export default function AttorneysOverview() {
  return (
    <>
      <PageBanner title="Our Team" kicker="Attorneys" />
      <section className="section" aria-label="Our attorneys">
        <div className="container">
          <p className="lead-prose narrow mx-auto">{attorneysOverviewIntro}</p>
          <ul className="attorney-grid">
            {attorneys.map((attorney, index) => (
              <li key={attorney.slug} className="attorney-card">
                <img
                  src={attorney.portrait.src}
                  width={attorney.portrait.width}
                  height={attorney.portrait.height}
                  alt={attorney.portrait.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className="attorney-card__portrait"
                />
                <div className="attorney-card__body">
                  <h2 className="attorney-card__name">{attorney.name}</h2>
                  <p className="attorney-card__title">{attorney.title}</p>
                  <p>{attorney.summary}</p>
                  <Link
                    to={attorney.meta.path}
                    className="btn btn-navy"
                    aria-label={`View Profile: ${attorney.name}`}
                  >
                    View Profile
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <AwardsSection />
    </>
  );
}
