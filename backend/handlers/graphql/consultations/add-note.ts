/** addConsultationNote(id, text): an internal note on the request's timeline (staff). */
import { addConsultationNote } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { inboxDependencies } from '../../composition/inbox';

export const handler = defineResolver('Mutation.addConsultationNote', (actor, args) =>
  addConsultationNote(actor, args, inboxDependencies()),
);
