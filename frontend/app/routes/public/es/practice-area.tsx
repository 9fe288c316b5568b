import { Navigate } from 'react-router';
import type { Route } from './+types/practice-area';
import { PracticeAreaPage, practiceAreaMeta } from '../../../features/public-pages/practice-area-page';
import { bySlug, resultsByIds } from '../../../content/lookups';
import { practiceAreas, practiceAreasOverview, practiceText } from '../../../content/practice-areas.es';
import { caseResults } from '../../../content/results.es';

export function meta({ params }: Route.MetaArgs) {
  return practiceAreaMeta(bySlug(practiceAreas, params.slug));
}

export default function PracticeArea({ params }: Route.ComponentProps) {
  const area = bySlug(practiceAreas, params.slug);
  if (!area) return <Navigate to={practiceAreasOverview.meta.path} replace />;
  return (
    <PracticeAreaPage
      text={practiceText}
      area={area}
      areas={practiceAreas}
      results={resultsByIds(caseResults, area.resultIds)}
    />
  );
}
