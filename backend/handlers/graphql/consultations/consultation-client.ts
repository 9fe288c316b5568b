/**
 * The two calls the form makes, over HTTP against a running stack, for the integration tests and the load
 * script. `clientIp` travels as x-forwarded-for, as CloudFront would pass it, so callers can act as
 * different visitors.
 */
import { SUBMIT_CONSULTATION, type Consultation, type ConsultationData } from '../../../contract/operations';

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
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ query: SUBMIT_CONSULTATION, variables: { consultationData } }),
  });
  const body = (await response.json()) as {
    data?: { consultationform?: Consultation } | null;
    errors?: { message: string }[];
  };
  return {
    status: response.status,
    consultation: body.data?.consultationform ?? undefined,
    errorMessage: body.errors?.[0]?.message,
  };
}

export async function postNotice(
  baseUrl: string,
  body: string,
): Promise<{ status: number; body: { ok?: boolean; error?: string } }> {
  const response = await fetch(`${baseUrl}/api/consultationform`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as { ok?: boolean; error?: string } };
}
