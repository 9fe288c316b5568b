/** exportConsultations(status, assigneeEmail, search): the filtered view as a CSV link (administrators). */
import type { InboxFilter } from '../../../contract/consultation-inbox';
import { exportInbox, type ExportLink } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { inboxExportDependencies } from '../../composition/inbox';

export const handler = defineResolver(
  'Mutation.exportConsultations',
  (actor, args: InboxFilter): Promise<ExportLink> => exportInbox(actor, args, inboxExportDependencies()),
);
