/** The /reports calls, each with the session token (the server refuses anyone but staff). */
import { ExportLeadReportDocument, LeadReportDocument } from '#contract/graphql/consultation-inbox.generated';
import { callGraphql } from '../../lib/graphql';

export const readLeadReport = (from: string, to: string) => callGraphql(LeadReportDocument, { from, to });

export const exportLeadReport = (from: string, to: string) =>
  callGraphql(ExportLeadReportDocument, { from, to });
