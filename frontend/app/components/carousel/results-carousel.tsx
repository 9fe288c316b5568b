import type { CaseResult } from '../../content/types';
import { ResultCard } from '../cards/result-card';
import { RESULTS_CAROUSEL } from './breakpoints';
import { Carousel } from './carousel';

export function ResultsCarousel({ label, results }: { label: string; results: CaseResult[] }) {
  return (
    <Carousel
      label={label}
      {...RESULTS_CAROUSEL}
      items={results.map((result) => ({ key: result.id, content: <ResultCard result={result} /> }))}
    />
  );
}
