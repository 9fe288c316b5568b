import { pageMeta } from '../../components/seo/page-meta';
import { PracticeAreasOverviewPage } from '../../features/public-pages/practice-areas-overview-page';
import { practiceAreas, practiceAreasOverview, practiceText } from '../../content/practice-areas';

export const meta = () => pageMeta(practiceAreasOverview.meta);

export default function PracticeAreasOverview() {
  return (
    <PracticeAreasOverviewPage overview={practiceAreasOverview} areas={practiceAreas} text={practiceText} />
  );
}
