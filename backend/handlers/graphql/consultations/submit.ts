/** consultationform(consultationData): stores a consultation request (see domain/consultations). */
import { submitConsultation } from '../../../domain/consultations/submit-consultation';
import { submitConsultationDependencies } from '../../composition/intake';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.consultationform', (actor, args) =>
  submitConsultation(actor, args, submitConsultationDependencies()),
);
