/**
 * How the staff screens show a letter's status (the contract names them; the screens colour them), a signer's
 * state and a letter's events.
 */
import {
  LETTER_STATUSES,
  type LetterEventKind,
  type LetterStatus,
  type SignerState,
} from '#contract/letters';

export const STATUS_TONES: Record<LetterStatus, string> = {
  sent: 'text-bg-primary',
  opened: 'text-bg-info',
  consented: 'text-bg-info',
  signed: 'text-bg-success',
  countersigned: 'text-bg-success',
  declined: 'text-bg-warning',
  expired: 'text-bg-secondary',
  revoked: 'text-bg-dark',
};

export const statusLabel = (status: string) => LETTER_STATUSES[status as LetterStatus] ?? status;

/** Not yet signed, declined, expired or revoked: the links still work, so staff may revoke them. */
export const REVOCABLE_STATUSES: readonly string[] = ['sent', 'opened', 'consented'];

export const SIGNER_STATES: Record<SignerState, string> = {
  waiting: 'Waiting',
  consented: 'Consented',
  verified: 'Identity confirmed',
  signed: 'Signed',
  declined: 'Declined',
};

export const EVENT_LABELS: Record<LetterEventKind, string> = {
  sent: 'Sent',
  opened: 'Opened the link',
  consented: 'Consented to sign electronically',
  'code-sent': 'Code emailed',
  'code-failed': 'Wrong code entered',
  'identity-verified': 'Identity confirmed',
  signed: 'Signed',
  declined: 'Declined',
  countersigned: 'Countersigned',
  reminded: 'Reminder sent',
  expired: 'Expired',
  revoked: 'Revoked',
  resent: 'Sent again',
};

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish' };

/** A new letter's link works this many days unless staff choose otherwise. */
export const DEFAULT_EXPIRY_DAYS = 14;
