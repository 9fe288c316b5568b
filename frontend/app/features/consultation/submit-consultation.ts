import { SUBMIT_CONSULTATION, type Consultation, type ConsultationData } from '#contract/operations';
import { callGraphql } from '../../lib/graphql';

/** Stores the request (the consultationform mutation). Throws ApiError with the server's message. */
export function submitConsultation(consultationData: ConsultationData): Promise<Consultation> {
  return callGraphql('consultationform', SUBMIT_CONSULTATION, { consultationData });
}
