import { listLeadsAwaitingContact } from '../../../domain/consultations/awaiting-contact';
import { defineResolver } from '../resolver';
import { awaitingContactDependencies } from '../../composition/inbox';

/** Query.leadsAwaitingContact: New leads past the first-contact minutes, oldest first (staff). */
export const handler = defineResolver('Query.leadsAwaitingContact', (actor) =>
  listLeadsAwaitingContact(actor, {}, awaitingContactDependencies()),
);
