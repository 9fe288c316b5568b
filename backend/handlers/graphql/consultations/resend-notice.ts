/** resendConsultationNotice(id): a person sends the firm's notice again (staff). */
import { resendNotice, type ConsultationView } from '../../../domain/consultations/work-consultation';
import { deliverNoticeAndAcknowledgement } from '../../consultation-delivery';
import { defineResolver } from '../resolver';
import { inboxDependencies } from '../../composition';

export const handler = defineResolver<{ id: string }, ConsultationView>(({ args, caller, sourceIp }) =>
  resendNotice({ caller, sourceIp }, args.id, {
    ...inboxDependencies(),
    deliver: deliverNoticeAndAcknowledgement,
  }),
);
