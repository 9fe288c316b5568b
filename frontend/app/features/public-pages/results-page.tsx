import { ResultCard } from '../../components/cards/result-card';
import { PageBanner } from '../../components/layout/page-banner';
import { useSiteLanguage } from '../../components/layout/site-language';
import type { CaseResult } from '../../content/types';

export function ResultsPage({ results }: { results: CaseResult[] }) {
  const { ui } = useSiteLanguage();
  return (
    <>
      <PageBanner title={ui.results.heading} kicker={ui.results.kicker}>
        <p className="page-banner__lead">{ui.priorResults}</p>
      </PageBanner>
      <section className="section" aria-label={ui.results.listLabel}>
        <div className="container">
          <ul className="results-grid">
            {results.map((result) => (
              <li key={result.id}>
                <ResultCard result={result} headingLevel={2} />
              </li>
            ))}
          </ul>
          <p className="results-disclaimer">{ui.results.footnote}</p>
        </div>
      </section>
    </>
  );
}
