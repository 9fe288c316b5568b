/**
 * Client requests' digests, reminders, expiry and overdue scans on the documents sweeper's schedule:
 * DynamoDB and SES.
 */
import { log } from '../../adapters/log';
import { clientRequestStore } from '../../adapters/dynamodb/client-requests';
import { getConsultation } from '../../adapters/dynamodb/consultations';
import { productClock } from '../../adapters/clock';
import { CLIENT_FILES_UNSCANNED, metricLine } from '../../adapters/metrics';
import { sendEmail } from '../../adapters/ses';
import { config, runningFunctionName } from '../../config';
import type { Leads } from '../../domain/client-requests/ports';
import type { ClientRequestSweepDependencies } from '../../domain/client-requests/sweep';
import { auditLog } from './shared';

/** The lead a request was made for, as its mails name it. */
export const clientRequestLeads: Leads = {
  async get(id) {
    const lead = await getConsultation(id);
    return (
      lead && {
        name: `${lead.firstName} ${lead.lastName}`.trim(),
        email: lead.email,
        assigneeEmail: lead.assigneeEmail,
      }
    );
  },
};

/** The schedule's part of client requests. */
export function clientRequestSweepDependencies(): ClientRequestSweepDependencies {
  return {
    store: clientRequestStore,
    leads: clientRequestLeads,
    sendMail: sendEmail,
    siteUrl: config().siteUrl,
    audit: auditLog(),
    now: productClock,
    log,
  };
}

/** Files found this run whose scan did not finish, as the log line CloudWatch turns into the alarm's metric. */
export const unscannedFilesMetric = (unscanned: number) =>
  metricLine(CLIENT_FILES_UNSCANNED, unscanned, runningFunctionName());
