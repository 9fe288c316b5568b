import type { CaseResult } from '../../content/types';
import { useSiteLanguage } from '../layout/site-language';

/** One case result: amount (when public), settlement type, case type and description. */
export function ResultCard({ result, headingLevel = 3 }: { result: CaseResult; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const { results } = useSiteLanguage().ui;
  return (
    <article className="result-card">
      <Heading className="result-card__amount">{result.settlementAmount ?? results.confidential}</Heading>
      <p className="result-card__type">{results.settlementTypes[result.settlementType]}</p>
      <p className="result-card__case-type">{result.caseType}</p>
      <p className="result-card__description">{result.description}</p>
    </article>
  );
}
