/** consultationform(consultationData): stores a consultation request (see domain/consultations). */
import { consultationStore } from '../../../adapters/dynamodb/consultations';
import { tryConsume } from '../../../adapters/dynamodb/throttles';
import { CONSULTATION_RATE_LIMIT } from '../../../contract/consultation';
import type { Consultation, ConsultationData } from '../../../contract/operations';
import { submitConsultation } from '../../../domain/consultations/submit-consultation';
import { defineResolver } from '../resolver';

export const handler = defineResolver<{ consultationData: ConsultationData }, Consultation>(
  ({ args, sourceIp }) =>
    submitConsultation(args.consultationData, sourceIp, {
      store: consultationStore,
      allowRequestFrom: (ip) => tryConsume(`consultation#ip#${ip}`, CONSULTATION_RATE_LIMIT),
    }),
);
