import { Link, Navigate } from 'react-router';
import type { Route } from './+types/practice-area';
import { ResultCard } from '../../components/cards/result-card';
import { ResultsCarousel } from '../../components/carousel/results-carousel';
import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';
import { Section } from '../../components/layout/section';
import { notFoundMeta, pageMeta } from '../../components/seo/page-meta';
import { firm } from '../../content/firm';
import { findPracticeArea, resultsByIds } from '../../content/lookups';
import { practiceAreas } from '../../content/practice-areas';

export function meta({ params }: Route.MetaArgs) {
  const area = findPracticeArea(params.slug);
  return area ? pageMeta(area.meta) : notFoundMeta();
}

export default function PracticeArea({ params }: Route.ComponentProps) {
  const area = findPracticeArea(params.slug);
  if (!area) return <Navigate to="/practice-areas/overview" replace />;
  const results = resultsByIds(area.resultIds);
  const [singleResult] = results;
  return (
    <>
      <PageBanner title={area.heading} kicker="Practice Areas" />
      <div className="container section practice-page">
        <div className="practice-page__main">
          <Prose html={area.descriptionHtml} />
          <h2 className="practice-page__bullets-heading">{area.bulletsHeading}</h2>
          <ul className="check-list">
            {area.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
          {area.hotlineNote && (
            <aside className="hotline-note" aria-label="Child abuse hotline">
              <p>{area.hotlineNote}</p>
            </aside>
          )}
          <div className="cta-box">
            <p className="cta-box__text">
              Talk with an attorney about your case. Consultations are free and confidential.
            </p>
            <div className="section__actions">
              <Link to="/contact" className="btn btn-gold">
                Contact Us
              </Link>
              <a href={firm.phoneHref} className="btn btn-outline-navy">
                Call {firm.phoneDisplay}
              </a>
            </div>
          </div>
        </div>
        <nav className="side-nav" aria-labelledby="side-nav-heading">
          <h2 id="side-nav-heading" className="side-nav__heading">
            Practice Areas
          </h2>
          <ul>
            {practiceAreas.map((other) => {
              const current = other.slug === area.slug;
              return (
                <li key={other.slug}>
                  <Link
                    to={other.meta.path}
                    className={`side-nav__link${current ? ' is-active' : ''}`}
                    aria-current={current ? 'page' : undefined}
                  >
                    {other.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <Section headingId="area-results-heading" heading={<>{area.name} Results</>} tone="muted">
        {results.length === 1 && singleResult ? (
          <div className="single-result">
            <ResultCard result={singleResult} />
          </div>
        ) : (
          <ResultsCarousel key={area.slug} label={`${area.name} case results`} results={results} />
        )}
        <p className="results-disclaimer text-center">Prior results do not guarantee a similar outcome.</p>
        <p className="text-center">
          <Link to="/results" className="btn btn-outline-navy">
            More Results
          </Link>
        </p>
      </Section>
    </>
  );
}
