/**
 * The calls the form makes (a bot-check challenge, solved as the browser's worker solves it; the request;
 * the notice), over HTTP against a running stack, for the integration tests and the load
 * script. Callers act as different visitors by connecting from different loopback addresses (`clientIp`,
 * any 127.x.y.z): the local stack, like CloudFront, takes the visitor's address from the connection.
 */
import { CONSULTATION_NOTICE_PATH } from '../../../contract/consultation';
import type { Consultation, ConsultationData } from '../../../contract/operations';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  ConsultationChallengeDocument,
  ConsultationformDocument,
} from '../../../contract/graphql/public.generated';
import { graphqlFrom } from '../../../local/graphql-from';

export interface SubmitAnswer {
  status: number;
  consultation?: Consultation;
  errorMessage?: string;
}

/** A fresh challenge, solved: the value the form sends as `botCheck`. */
export async function solvedBotCheck(baseUrl: string, clientIp: string): Promise<string> {
  const { body } = await graphqlFrom(baseUrl, clientIp, ConsultationChallengeDocument);
  const json = body.data?.consultationChallenge;
  if (!json) throw new Error(`No challenge: ${JSON.stringify(body.errors)}`);
  const challenge = JSON.parse(json) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The bot-check challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
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
