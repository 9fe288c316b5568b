import { ResultCard } from '../../components/cards/result-card';
import { PageBanner } from '../../components/layout/page-banner';
import { pageMeta } from '../../components/seo/page-meta';
import { caseResults, resultsMeta } from '../../content/results';

export const meta = () => pageMeta(resultsMeta);

export default function Results() {
  return (
    <>
      <PageBanner title="Case Results" kicker="Verdicts & Settlements">
        <p className="page-banner__lead">Prior results do not guarantee a similar outcome.</p>
      </PageBanner>
      <section className="section" aria-label="All case results">
        <div className="container">
          <ul className="results-grid">
            {caseResults.map((result) => (
              <li key={result.id}>
                <ResultCard result={result} headingLevel={2} />
              </li>
            ))}
          </ul>
          <p className="results-disclaimer">
            Prior results do not guarantee a similar outcome. Every case depends on its own facts and law.
            Amounts are gross recoveries before attorney fees and costs.
          </p>
        </div>
      </section>
    </>
  );
}
