/**
 * Errors whose message is written for the person using the site. Handlers pass these through to the
 * client unchanged; any other error becomes a generic message, so no internal detail or stack trace leaks.
 */
export type ErrorKind =
  'BadRequest' | 'Unauthorized' | 'Forbidden' | 'Conflict' | 'TooManyRequests' | 'NotFound';

export class UserFacingError extends Error {
  constructor(
    message: string,
    readonly kind: ErrorKind = 'BadRequest',
  ) {
    super(message);
    this.name = kind;
  }
}

export const GENERIC_ERROR_MESSAGE =
  'Something went wrong on our side. Please try again, or call us if it keeps happening.';

/**
 * The generic message with the request's reference, which finds the request's log lines
 * (backend/adapters/log.ts): what a person reads out to the firm or to support.
 */
export function genericErrorMessage(reference: string | undefined): string {
  return reference ? `${GENERIC_ERROR_MESSAGE} (Reference: ${reference})` : GENERIC_ERROR_MESSAGE;
}
