import { leadReport } from '../../../domain/reports/lead-report';
import { defineResolver } from '../resolver';
import { leadReportDependencies } from '../../composition/inbox';

/** Query.leadReport(from, to): where clients come from, from the report's counters per day (staff). */
export const handler = defineResolver('Query.leadReport', (actor, args) =>
  leadReport(actor, args, leadReportDependencies()),
);
