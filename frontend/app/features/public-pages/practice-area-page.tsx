import { Link, type MetaDescriptor } from 'react-router';
import { notFoundMeta, pageMeta } from '../../components/seo/page-meta';
import { ResultCard } from '../../components/cards/result-card';
import { ResultsCarousel } from '../../components/carousel/results-carousel';
import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';
import { Section } from '../../components/layout/section';
import { useSiteLanguage } from '../../components/layout/site-language';
import { firm } from '../../content/firm';
import type { CaseResult, PracticeArea } from '../../content/types';
import type { PracticeText } from '../../content/ui';

/** A practice area page's head, or a not-found one for a slug that names no area. */
export const practiceAreaMeta = (area: PracticeArea | undefined): MetaDescriptor[] =>
  area ? pageMeta(area.meta) : notFoundMeta();

export function PracticeAreaPage({
  area,
  areas,
  results,
  text: practice,
}: {
  area: PracticeArea;
  /** Every practice area, for the side menu. */
  areas: PracticeArea[];
  /** This area's case results. */
  results: CaseResult[];
  text: PracticeText;
}) {
  const { ui, path } = useSiteLanguage();
  const [singleResult] = results;
  return (
    <>
      <PageBanner title={area.heading} kicker={practice.kicker} />
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
            <aside className="hotline-note" aria-label={practice.hotline}>
              <p>{area.hotlineNote}</p>
            </aside>
          )}
          <div className="cta-box">
            <p className="cta-box__text">{practice.callToAction}</p>
            <div className="section__actions">
              <Link to={path('/contact')} className="btn btn-gold">
                {practice.contactUs}
              </Link>
              <a href={firm.phoneHref} className="btn btn-outline-navy">
                {ui.call(firm.phoneDisplay)}
              </a>
            </div>
          </div>
        </div>
        <nav className="side-nav" aria-labelledby="side-nav-heading">
          <h2 id="side-nav-heading" className="side-nav__heading">
            {practice.sideNav}
          </h2>
          <ul>
            {areas.map((other) => {
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
      <Section headingId="area-results-heading" heading={practice.results(area.name)} tone="muted">
        {results.length === 1 && singleResult ? (
          <div className="single-result">
            <ResultCard result={singleResult} />
          </div>
        ) : (
          <ResultsCarousel key={area.slug} label={practice.resultsLabel(area.name)} results={results} />
        )}
        <p className="results-disclaimer text-center">{ui.priorResults}</p>
        <p className="text-center">
          <Link to={path('/results')} className="btn btn-outline-navy">
            {practice.moreResults}
          </Link>
        </p>
      </Section>
    </>
  );
}
