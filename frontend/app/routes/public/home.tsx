import { Link } from 'react-router';
import { SettlementCard } from '../../components/cards/settlement-card';
import { AwardsSection } from '../../components/carousel/awards-carousel';
import { RESULTS_CAROUSEL } from '../../components/carousel/breakpoints';
import { Carousel } from '../../components/carousel/carousel';
import { ConsultationSection } from '../../features/consultation/consultation-section';
import { Prose } from '../../components/layout/prose';
import { Section } from '../../components/layout/section';
import { pageMeta } from '../../components/seo/page-meta';
import { legalServiceJsonLd } from '../../components/seo/structured-data';
import { firm } from '../../content/firm';
import { homeHero, homeIntro, homeMeta, joinUs, settlementCards, values } from '../../content/home';
import { practiceAreaDirectory, practiceAreaPath } from '../../content/directory';

export const meta = () => pageMeta(homeMeta, { jsonLd: legalServiceJsonLd() });

export default function Home() {
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
            <Link to="/contact/" className="btn btn-gold btn-lg">
              {homeHero.callToAction}
            </Link>
            <a href={firm.phoneHref} className="btn btn-outline-light btn-lg">
              Call {firm.phoneDisplay}
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
        <Link to="/attorneys/all" className="btn btn-navy">
          Meet Our Attorneys
        </Link>
      </Section>

      <Section headingId="history-heading" heading="A Proven History Of Success">
        <Carousel
          label="Settlements and verdicts"
          {...RESULTS_CAROUSEL}
          items={settlementCards.map((card) => ({ key: card.id, content: <SettlementCard card={card} /> }))}
        />
        <p className="results-disclaimer text-center">Prior results do not guarantee a similar outcome.</p>
        <p className="text-center">
          <Link to="/results" className="btn btn-outline-navy">
            See All Case Results
          </Link>
        </p>
      </Section>

      <Section headingId="cases-heading" heading="Cases We Handle" tone="navy">
        <ul className="practice-grid">
          {practiceAreaDirectory.map((area) => (
            <li key={area.slug}>
              <Link to={practiceAreaPath(area.slug)} className="practice-tile">
                <span className="practice-tile__name">{area.name}</span>
                <span className="practice-tile__summary">{area.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-center section__actions">
          <Link to="/practice-areas/overview" className="btn btn-gold">
            All Practice Areas
          </Link>
          <Link to="/attorneys/all" className="btn btn-outline-light">
            Our Attorneys
          </Link>
        </p>
      </Section>

      <Section headingId="values-heading" heading="Our Values">
        <div className="values-grid">
          {values.map((value) => (
            <article key={value.title} className="value-card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </article>
          ))}
        </div>
      </Section>

      <AwardsSection />

      <ConsultationSection />
    </>
  );
}
