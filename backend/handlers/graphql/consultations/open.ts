/** consultation(id): one request and its timeline; audited, and marks it opened (staff). */
import { openConsultation } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { inboxDependencies } from '../../composition/inbox';

export const handler = defineResolver('Query.consultation', (actor, args) =>
  openConsultation(actor, args, inboxDependencies()),
);
