/**
 * POST /api/consultationform with `{ "id": "<stored _id>" }`: sends the firm's notice of that stored request
 * through SES, at most once (see domain/consultations/deliver-notice). The body names a record; it never
 * carries mail content.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { consultationStore } from '../../adapters/dynamodb/consultations';
import { sendEmail } from '../../adapters/ses';
import { config } from '../../config';
import { CONSULTATION_MESSAGES } from '../../contract/consultation';
import {
  MailNotSentError,
  UNKNOWN_CONSULTATION_MESSAGE,
  deliverConsultationNotice,
} from '../../domain/consultations/deliver-notice';
import { UserFacingError } from '../../domain/errors';
import type { Email } from '../../domain/mail/email';
import { json, parseJsonBody, type ApiResult } from './http';

export const MISSING_ID_MESSAGE =
  'The request body must name the consultation request, for example {"id": "…"}.';

/** Ids are 32 hex characters; a longer value names nothing and is not worth a database lookup. */
const MAX_ID_LENGTH = 64;

/** Errors that prove the message never reached SES: it refused it, or no connection was made. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

function certainlyNotSent(error: unknown): boolean {
  const details = error as { code?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  return (
    details?.$metadata?.httpStatusCode !== undefined ||
    (typeof details?.code === 'string' && NEVER_CONNECTED.has(details.code))
  );
}

async function sendOrExplain(email: Email): Promise<string> {
  try {
    return await sendEmail(email);
  } catch (error) {
    if (certainlyNotSent(error)) throw new MailNotSentError(String(error), { cause: error });
    throw error;
  }
}

function requestedId(body: unknown): string {
  const id = (body as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !id.trim()) throw new UserFacingError(MISSING_ID_MESSAGE);
  if (id.length > MAX_ID_LENGTH) throw new UserFacingError(UNKNOWN_CONSULTATION_MESSAGE);
  return id.trim();
}

export async function sendConsultationNotice(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  const id = requestedId(parseJsonBody(event));
  const outcome = await deliverConsultationNotice(id, {
    store: consultationStore,
    send: sendOrExplain,
    firmInfoEmail: config().firmInfoEmail,
  });
  switch (outcome) {
    case 'sent':
    case 'already-sent':
    case 'spam':
      // A honeypot hit gets the same answer as a real request.
      return json(200, { ok: true });
    case 'in-progress':
      return json(409, { error: CONSULTATION_MESSAGES.noticeInProgress });
    case 'not-sent':
      console.error(JSON.stringify({ level: 'error', event: 'consultation-notice-not-sent', id }));
      return json(503, { error: CONSULTATION_MESSAGES.noticeNotSent });
  }
}
