/** updateConsultation(id, version, leadStatus, assigneeEmail, followUpOn): a versioned change (staff). */
import { changeConsultation } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { inboxDependencies } from '../../composition/inbox';

export const handler = defineResolver('Mutation.updateConsultation', (actor, args) =>
  changeConsultation(actor, args, inboxDependencies()),
);
