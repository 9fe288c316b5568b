import { Link } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';
import { useSiteLanguage } from '../../components/layout/site-language';
import type { PageMeta } from '../../content/types';

export interface AboutContent {
  heading: string;
  html: string;
  practiceList: string[];
  meta: PageMeta;
}

export function AboutPage({ page }: { page: AboutContent }) {
  const { ui, path } = useSiteLanguage();
  return (
    <>
      <PageBanner title={page.heading} kicker={ui.about.kicker} />
      <section className="section">
        <div className="container narrow">
          <Prose html={page.html} />
          <ul className="check-list">
            {page.practiceList.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="section__actions">
            <Link to={path('/contact/')} className="btn btn-gold">
              {ui.about.requestConsultation}
            </Link>
            <Link to={path('/attorneys/all')} className="btn btn-outline-navy">
              {ui.home.meetAttorneys}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
