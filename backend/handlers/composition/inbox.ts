/**
 * The staff's work on leads: the inbox, its exports, the lead report, follow-ups, the dashboard's waiting
 * leads and the assignee picker. DynamoDB, S3 for the exports, and SES through a notice's re-send.
 */
import { log } from '../../adapters/log';
import { inboxStore } from '../../adapters/dynamodb/consultation-inbox';
import { firstContactStore } from '../../adapters/dynamodb/first-contact';
import {
  leadCountersBetween,
  leadReportCounters,
  replaceAllLeadCounters,
} from '../../adapters/dynamodb/lead-reports';
import { listActiveStaff } from '../../adapters/dynamodb/users';
import { productClock } from '../../adapters/clock';
import { publishExport } from '../../adapters/s3/exports';
import type { WorkDeps } from '../../domain/consultations/work-consultation';
import type { LeadReportDeps, ReportExportDeps } from '../../domain/reports/lead-report';
import type { RebuildDeps } from '../../domain/reports/rebuild';
import { deliverNotice } from './delivery';
import { auditLog, firmSettings, userStore } from './shared';

/** The consultation inbox. */
export function inboxDependencies(): WorkDeps {
  return {
    store: inboxStore,
    users: userStore,
    audit: auditLog(),
    now: productClock,
    settings: firmSettings,
    reports: leadReportCounters,
    log,
  };
}

/** The lead report (/reports): the counters of a range, by one Query walk. */
export const leadReportDependencies = (): LeadReportDeps => ({ counters: leadCountersBetween });

/** The lead report's CSV, published like the inbox's export. */
export function leadReportExportDependencies(): ReportExportDeps {
  return { counters: leadCountersBetween, audit: auditLog(), now: productClock, publish: publishExport };
}

/** The operator's rebuild of the lead report (bin/rebuild-reports.ts): every non-spam lead, by the time index. */
export function rebuildReportDependencies(): RebuildDeps {
  return {
    leads: () => inboxStore.listAll({}),
    settings: firmSettings,
    replaceAll: replaceAllLeadCounters,
  };
}

/** The inbox's CSV export, published to the documents bucket's `exports/`. */
export function inboxExportDependencies() {
  return { ...inboxDependencies(), publish: publishExport };
}

/** The dashboard's leads waiting past the first-contact minutes. */
export function awaitingContactDependencies() {
  return { leads: firstContactStore, now: productClock };
}

/** A person sending a request's notice again. */
export function noticeResendDependencies() {
  return { ...inboxDependencies(), deliver: deliverNotice };
}

/** The assignee picker's view of the staff directory. */
export function staffDirectoryDependencies() {
  return { directory: { listActive: listActiveStaff } };
}
