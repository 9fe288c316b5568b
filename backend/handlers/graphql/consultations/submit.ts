/** consultationform(consultationData): stores a consultation request (see domain/consultations). */
import type { Consultation, ConsultationData } from '../../../contract/operations';
import { submitConsultation } from '../../../domain/consultations/submit-consultation';
import { submitConsultationDependencies } from '../../dependencies';
import { defineResolver } from '../resolver';

export const handler = defineResolver<{ consultationData: ConsultationData }, Consultation>(
  ({ args, sourceIp }) =>
    submitConsultation(args.consultationData, sourceIp, submitConsultationDependencies()),
);
