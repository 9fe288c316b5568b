import { exportLeadReport } from '../../../domain/reports/lead-report';
import { defineResolver } from '../resolver';
import { leadReportExportDependencies } from '../../composition/inbox';

/** Mutation.exportLeadReport(from, to): the report as a CSV link, audited (staff). */
export const handler = defineResolver('Mutation.exportLeadReport', (actor, args) =>
  exportLeadReport(actor, args, leadReportExportDependencies()),
);
