import type { CaseResult } from '../../content/types';

/** One case result: amount (when public), settlement type, case type and description. */
export function ResultCard({ result, headingLevel = 3 }: { result: CaseResult; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="result-card">
      <Heading className="result-card__amount">{result.settlementAmount ?? 'Confidential'}</Heading>
      <p className="result-card__type">{result.settlementType}</p>
      <p className="result-card__case-type">{result.caseType}</p>
      <p className="result-card__description">{result.description}</p>
    </article>
  );
}
