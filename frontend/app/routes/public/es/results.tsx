import { pageMeta } from '../../../components/seo/page-meta';
import { ResultsPage } from '../../../features/public-pages/results-page';
import { caseResults, resultsMeta, resultsText } from '../../../content/results.es';

export const meta = () => pageMeta(resultsMeta);

export default function Results() {
  return <ResultsPage results={caseResults} text={resultsText} />;
}
