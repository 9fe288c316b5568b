/** consultations(status, assigneeEmail, search, cursor): one page of the inbox, with counts (staff). */
import type { ConsultationInboxPage, InboxFilter } from '../../../contract/consultation-inbox';
import { listInbox } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { inboxDependencies } from '../../composition/inbox';

export const handler = defineResolver(
  'Query.consultations',
  (actor, args: InboxFilter & { cursor?: string | null }): Promise<ConsultationInboxPage> =>
    listInbox(actor, args, inboxDependencies()),
);
