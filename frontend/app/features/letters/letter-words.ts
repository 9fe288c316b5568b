/**
 * How the staff screens name a letter's statuses, a template's kinds and languages, a signer's role and state,
 * a letter's events and the fee terms' choices.
 */

export const LETTER_STATUS_LABELS: Record<string, { label: string; tone: string }> = {
  sent: { label: 'Sent', tone: 'text-bg-primary' },
  opened: { label: 'Opened', tone: 'text-bg-info' },
  consented: { label: 'Consented', tone: 'text-bg-info' },
  signed: { label: 'Signed', tone: 'text-bg-success' },
  countersigned: { label: 'Countersigned', tone: 'text-bg-success' },
  declined: { label: 'Declined', tone: 'text-bg-warning' },
  expired: { label: 'Expired', tone: 'text-bg-secondary' },
  revoked: { label: 'Revoked', tone: 'text-bg-dark' },
};

/** Not yet signed: the links still work, so staff may revoke them. */
export const REVOCABLE_STATUSES: readonly string[] = ['sent', 'opened', 'consented'];
/** Over without a signature: staff may send the letter again, with new links. */
export const RESENDABLE_STATUSES: readonly string[] = ['revoked', 'expired', 'declined'];

export const TEMPLATE_KINDS = {
  'contingency-fee': 'Contingency fee agreement',
  'medical-authorization': 'Medical records authorization (HIPAA)',
  other: 'Other',
} as const;

export const TEMPLATE_LANGUAGES = { en: 'English', es: 'Spanish' } as const;

export const SIGNER_ROLES = { client: 'Client', guardian: 'Guardian (for a minor)' } as const;

export const SIGNER_STATES: Record<string, string> = {
  waiting: 'Waiting',
  consented: 'Consented',
  verified: 'Identity confirmed',
  signed: 'Signed',
  declined: 'Declined',
};

export const EVENT_LABELS: Record<string, string> = {
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

export const EXPENSES_DEDUCTED = {
  'before-fee': 'Before the fee (expenses come off the recovery first)',
  'after-fee': 'After the fee',
} as const;

export const OWED_IF_NO_RECOVERY = {
  nothing: 'Nothing',
  expenses: 'The expenses advanced',
} as const;

/** A new letter's link works this many days unless staff choose otherwise (the server allows 1 to 60). */
export const DEFAULT_EXPIRY_DAYS = 14;
export const MAX_EXPIRY_DAYS = 60;

/**
 * The merge fields a template's body may use, each with what it prints. The server refuses a template that
 * names any other.
 */
export const MERGE_FIELDS: Record<string, string> = {
  'client.name': 'The client’s full name',
  'client.address': 'The client’s postal address',
  'client.email': 'The client’s email',
  'case.claimType': 'The claim type',
  'case.incidentDate': 'The incident date, written in the letter’s language',
  'attorney.name': 'The responsible attorney’s name',
  'firm.name': 'The firm’s name',
  'firm.address': 'The firm’s address',
  'firm.phone': 'The firm’s phone',
  'fees.percentBeforeSuit': 'Fee before suit is filed (%)',
  'fees.percentAfterSuit': 'Fee after suit is filed (%)',
  'fees.percentAtTrial': 'Fee at trial (%)',
  'fees.expensesDeducted': 'When expenses are deducted, in words',
  'fees.owedIfNoRecovery': 'What the client owes if nothing is recovered, in words',
  today: 'The day the letter is sent',
};
