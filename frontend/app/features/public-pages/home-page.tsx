import { Link } from 'react-router';
import { SettlementCard } from '../../components/cards/settlement-card';
import { AwardsSection } from '../../components/carousel/awards-carousel';
import { RESULTS_CAROUSEL } from '../../components/carousel/breakpoints';
import { Carousel } from '../../components/carousel/carousel';
import { Prose } from '../../components/layout/prose';
import { Section } from '../../components/layout/section';
import { useSiteLanguage } from '../../components/layout/site-language';
import { practiceAreaPath } from '../../content/directory';
import { firm } from '../../content/firm';
import type { Award, SettlementCard as SettlementCardData, ValueItem } from '../../content/types';
import type { HomeText } from '../../content/ui';
import type { ReactNode } from 'react';

/** What the home page shows, in one language (home.ts or home.es.ts). */
export interface HomeContent {
  homeHero: { heading: string; lead: string; callToAction: string };
  homeIntro: { heading: string; html: string };
  homeText: HomeText;
  joinUs: { heading: string; html: string };
  settlementCards: SettlementCardData[];
  values: ValueItem[];
}

export function HomePage({
  content: { homeHero, homeIntro, joinUs, settlementCards, values, homeText: text },
  awards,
  consultation,
}: {
  content: HomeContent;
  awards: Award[];
  /** The consultation section in the page's language (the route composes it). */
  consultation: ReactNode;
}) {
  const { ui, path, directory } = useSiteLanguage();
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <p className="eyebrow eyebrow--light">{firm.name}</p>
          <h1 id="hero-heading" className="hero__title">
            {homeHero.heading}
          </h1>
          <p className="hero__lead">{homeHero.lead}</p>
          <div className="hero__actions">
            <Link to={path('/contact/')} className="btn btn-gold btn-lg">
              {homeHero.callToAction}
            </Link>
            <a href={firm.phoneHref} className="btn btn-outline-light btn-lg">
              {ui.call(firm.phoneDisplay)}
            </a>
          </div>
        </div>
      </section>

      <Section
        headingId="intro-heading"
        heading={homeIntro.heading}
        containerClassName="container narrow"
        centered={false}
      >
        <Prose html={homeIntro.html} className="lead-prose" />
      </Section>

      <Section
        headingId="join-heading"
        heading={joinUs.heading}
        tone="muted"
        containerClassName="container narrow join-us"
        centered={false}
      >
        <Prose html={joinUs.html} />
        <Link to={path('/attorneys/all')} className="btn btn-navy">
          {text.meetAttorneys}
        </Link>
      </Section>

      <Section headingId="history-heading" heading={text.historyHeading}>
        <Carousel
          label={text.settlementsLabel}
          {...RESULTS_CAROUSEL}
          items={settlementCards.map((card) => ({ key: card.id, content: <SettlementCard card={card} /> }))}
        />
        <p className="results-disclaimer text-center">{ui.priorResults}</p>
        <p className="text-center">
          <Link to={path('/results')} className="btn btn-outline-navy">
            {text.seeAllResults}
          </Link>
        </p>
      </Section>

      <Section headingId="cases-heading" heading={text.casesHeading} tone="navy">
        <ul className="practice-grid">
          {directory.practiceAreas.map((area) => (
            <li key={area.slug}>
              <Link to={path(practiceAreaPath(area.slug))} className="practice-tile">
                <span className="practice-tile__name">{area.name}</span>
                <span className="practice-tile__summary">{area.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-center section__actions">
          <Link to={path('/practice-areas/overview')} className="btn btn-gold">
            {text.allPracticeAreas}
          </Link>
          <Link to={path('/attorneys/all')} className="btn btn-outline-light">
            {text.ourAttorneys}
          </Link>
        </p>
      </Section>

      <Section headingId="values-heading" heading={text.valuesHeading}>
        <div className="values-grid">
          {values.map((value) => (
            <article key={value.title} className="value-card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </article>
          ))}
        </div>
      </Section>

      <AwardsSection awards={awards} />

      {consultation}
    </>
  );
}
