/**
 * The two calls the form makes, over HTTP against a running stack, for the integration tests and the load
 * script. Callers act as different visitors by connecting from different loopback addresses (`clientIp`,
 * any 127.x.y.z): the local stack, like CloudFront, takes the visitor's address from the connection.
 */
import { CONSULTATION_NOTICE_PATH } from '../../../contract/consultation';
import type { Consultation, ConsultationData } from '../../../contract/operations';
import { ConsultationformDocument } from '../../../contract/graphql/public.generated';
import { graphqlFrom } from '../../../local/graphql-from';

export interface SubmitAnswer {
  status: number;
  consultation?: Consultation;
  errorMessage?: string;
}

export async function postConsultation(
  baseUrl: string,
  consultationData: ConsultationData,
  clientIp: string,
): Promise<SubmitAnswer> {
  const { status, body } = await graphqlFrom(baseUrl, clientIp, ConsultationformDocument, {
    consultationData,
  });
  return {
    status,
    consultation: body.data?.consultationform ?? undefined,
    errorMessage: body.errors?.[0]?.message,
  };
}

export async function postNotice(
  baseUrl: string,
  body: string,
): Promise<{ status: number; body: { ok?: boolean; error?: string } }> {
  const response = await fetch(`${baseUrl}${CONSULTATION_NOTICE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as { ok?: boolean; error?: string } };
}
