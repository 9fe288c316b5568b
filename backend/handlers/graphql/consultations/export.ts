/** exportConsultations(status, assigneeEmail, search): the filtered view as a CSV link (administrators). */
import { publishExport } from '../../../adapters/s3/exports';
import type { InboxFilter } from '../../../contract/consultation-inbox';
import { exportInbox, type ExportLink } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { inboxDependencies } from '../../composition';

export const handler = defineResolver<InboxFilter, ExportLink>(({ args, caller, sourceIp }) =>
  exportInbox({ caller, sourceIp }, args, { ...inboxDependencies(), publish: publishExport }),
);
