/** exportConsultations(status, assigneeEmail, search): the filtered view as a CSV link (administrators). */
import { exportInbox } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { inboxExportDependencies } from '../../composition/inbox';

export const handler = defineResolver('Mutation.exportConsultations', (actor, args) =>
  exportInbox(actor, args, inboxExportDependencies()),
);
