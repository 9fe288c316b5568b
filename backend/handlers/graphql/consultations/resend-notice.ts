/** resendConsultationNotice(id): a person sends the firm's notice again (staff). */
import { resendNotice } from '../../../domain/consultations/work-consultation';
import { defineResolver } from '../resolver';
import { noticeResendDependencies } from '../../composition/inbox';

export const handler = defineResolver('Mutation.resendConsultationNotice', (actor, args) =>
  resendNotice(actor, args, noticeResendDependencies()),
);
