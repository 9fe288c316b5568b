import { Link } from 'react-router';
import { AwardsSection } from '../../components/carousel/awards-carousel';
import { PageBanner } from '../../components/layout/page-banner';
import type { Attorney, Award } from '../../content/types';
import type { TeamText } from '../../content/ui';

export function AttorneysOverviewPage({
  attorneys,
  intro,
  awards,
  text: team,
}: {
  attorneys: Attorney[];
  intro: string;
  awards: Award[];
  text: TeamText;
}) {
  return (
    <>
      <PageBanner title={team.heading} kicker={team.kicker} />
      <section className="section" aria-label={team.listLabel}>
        <div className="container">
          <p className="lead-prose narrow mx-auto">{intro}</p>
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
                    aria-label={`${team.viewProfileOf} ${attorney.name}`}
                  >
                    {team.viewProfile}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <AwardsSection awards={awards} />
    </>
  );
}
