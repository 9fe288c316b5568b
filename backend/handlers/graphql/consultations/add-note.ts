/** addConsultationNote(id, text): an internal note on the request's timeline (staff). */
import { addConsultationNote, type ConsultationView } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { inboxDependencies } from '../../composition';

export const handler = defineResolver<{ id: string; text: string }, ConsultationView>(
  ({ args, caller, sourceIp }) => addConsultationNote({ caller, sourceIp }, args, inboxDependencies()),
);
