import { ResultCard } from '../../components/cards/result-card';
import { PageBanner } from '../../components/layout/page-banner';
import { useSiteLanguage } from '../../components/layout/site-language';
import type { CaseResult } from '../../content/types';
import type { ResultsText } from '../../content/ui';

export function ResultsPage({ results, text }: { results: CaseResult[]; text: ResultsText }) {
  const { ui } = useSiteLanguage();
  return (
    <>
      <PageBanner title={text.heading} kicker={text.kicker}>
        <p className="page-banner__lead">{ui.priorResults}</p>
      </PageBanner>
      <section className="section" aria-label={text.listLabel}>
        <div className="container">
          <ul className="results-grid">
            {results.map((result) => (
              <li key={result.id}>
                <ResultCard result={result} headingLevel={2} />
              </li>
            ))}
          </ul>
          <p className="results-disclaimer">{text.footnote}</p>
        </div>
      </section>
    </>
  );
}
