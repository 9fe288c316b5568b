/**
 * POST /api/consultationform with `{ "id": "<stored _id>" }`: sends the firm's notice of that stored request
 * through SES, at most once, then the visitor's acknowledgement (see domain/consultations/sweep-notices).
 * The body names a record; it never carries mail content.
 */
import { log } from '../composition/log';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CONSULTATION_MESSAGES } from '../../contract/consultation';
import { UNKNOWN_CONSULTATION_MESSAGE } from '../../domain/consultations/deliver-notice';
import { UserFacingError } from '../../domain/errors';
import { deliverNotice } from '../composition/delivery';
import { json, parseJsonBody, type ApiResult } from './http';

export const MISSING_ID_MESSAGE =
  'The request body must name the consultation request, for example {"id": "…"}.';

/** Ids are 32 hex characters; a longer value names nothing and is not worth a database lookup. */
const MAX_ID_LENGTH = 64;
function requestedId(body: unknown): string {
  const id = (body as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !id.trim()) throw new UserFacingError(MISSING_ID_MESSAGE);
  if (id.length > MAX_ID_LENGTH) throw new UserFacingError(UNKNOWN_CONSULTATION_MESSAGE);
  return id.trim();
}

export async function sendConsultationNotice(event: APIGatewayProxyEventV2): Promise<ApiResult> {
  const id = requestedId(parseJsonBody(event));
  const outcome = await deliverNotice(id);
  switch (outcome) {
    case 'sent':
    case 'already-sent':
    case 'spam':
      // A honeypot hit gets the same answer as a real request.
      return json(200, { ok: true });
    case 'in-progress':
      return json(409, { error: CONSULTATION_MESSAGES.noticeInProgress });
    case 'not-sent':
      log.error('consultation-notice-not-sent', { id });
      return json(503, { error: CONSULTATION_MESSAGES.noticeNotSent });
  }
}
