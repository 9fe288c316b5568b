import { pageMeta } from '../../../components/seo/page-meta';
import { AttorneysOverviewPage } from '../../../features/public-pages/attorneys-overview-page';
import { attorneys, attorneysOverviewIntro } from '../../../content/attorneys.es';
import { awards } from '../../../content/awards.es';
import { attorneysOverviewMeta, teamText } from '../../../content/pages.es';

export const meta = () => pageMeta(attorneysOverviewMeta);

export default function AttorneysOverview() {
  return (
    <AttorneysOverviewPage
      attorneys={attorneys}
      intro={attorneysOverviewIntro}
      awards={awards}
      text={teamText}
    />
  );
}
