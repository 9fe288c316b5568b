import { Link } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { Prose } from '../../components/layout/prose';
import { pageMeta } from '../../components/seo/page-meta';
import { aboutPage } from '../../content/pages';

export const meta = () => pageMeta(aboutPage.meta);

export default function About() {
  return (
    <>
      <PageBanner title={aboutPage.heading} kicker="About Us" />
      <section className="section">
        <div className="container narrow">
          <Prose html={aboutPage.html} />
          <ul className="check-list">
            {aboutPage.practiceList.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="section__actions">
            <Link to="/contact/" className="btn btn-gold">
              Request a Free Consultation
            </Link>
            <Link to="/attorneys/all" className="btn btn-outline-navy">
              Meet Our Attorneys
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
