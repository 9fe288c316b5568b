import { Link } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';
import { useSiteLanguage } from '../../components/layout/site-language';
import type { PageMeta } from '../../content/types';
import type { AboutText } from '../../content/ui';

export interface AboutContent {
  heading: string;
  html: string;
  practiceList: string[];
  meta: PageMeta;
}

export function AboutPage({ page, text }: { page: AboutContent; text: AboutText }) {
  const { path } = useSiteLanguage();
  return (
    <>
      <PageBanner title={page.heading} kicker={text.kicker} />
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
              {text.requestConsultation}
            </Link>
            <Link to={path('/attorneys/all')} className="btn btn-outline-navy">
              {text.meetAttorneys}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
