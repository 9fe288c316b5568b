/** consultation(id): one request and its timeline; audited, and marks it opened (staff). */
import { openConsultation, type ConsultationView } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { inboxDependencies } from '../../composition';

export const handler = defineResolver<{ id: string }, ConsultationView>(({ args, caller, sourceIp }) =>
  openConsultation({ caller, sourceIp }, args.id, inboxDependencies()),
);
