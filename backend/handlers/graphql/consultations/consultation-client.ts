/**
 * The two calls the form makes, over HTTP against a running stack, for the integration tests and the load
 * script. Callers act as different visitors by connecting from different loopback addresses (`clientIp`,
 * any 127.x.y.z): the local stack, like CloudFront, takes the visitor's address from the connection.
 */
import { request } from 'node:http';
import { SUBMIT_CONSULTATION, type Consultation, type ConsultationData } from '../../../contract/operations';

/** POSTs JSON from a chosen local address; resolves to the status and parsed body. */
function postFrom(
  url: string,
  localAddress: string,
  payload: string,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', authorization: 'Bearer' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

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
  const response = await postFrom(
    `${baseUrl.replace('localhost', '127.0.0.1')}/graphql`,
    clientIp,
    JSON.stringify({ query: SUBMIT_CONSULTATION, variables: { consultationData } }),
  );
  const body = response.body as {
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
