/** consultations(status, assigneeEmail, search, cursor): one page of the inbox, with counts (staff). */
import { listInbox } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { inboxDependencies } from '../../composition/inbox';

export const handler = defineResolver('Query.consultations', (actor, args) =>
  listInbox(actor, args, inboxDependencies()),
);
