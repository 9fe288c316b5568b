import { type Consultation, type ConsultationData } from '#contract/operations';
import { ConsultationformDocument } from '#contract/graphql/public.generated';
import { callGraphql } from '../../lib/graphql';

/** Stores the request (the consultationform mutation). Throws ApiError with the server's message. */
export function submitConsultation(consultationData: ConsultationData): Promise<Consultation> {
  return callGraphql(ConsultationformDocument, { consultationData });
}
