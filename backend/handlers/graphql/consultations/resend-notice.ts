/** resendConsultationNotice(id): a person sends the firm's notice again (staff). */
import { resendNotice, type ConsultationView } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { noticeResendDependencies } from '../../composition/inbox';

export const handler = defineResolver(
  'Mutation.resendConsultationNotice',
  (actor, args: { id: string }): Promise<ConsultationView> =>
    resendNotice(actor, args, noticeResendDependencies()),
);
