/**
 * The consultation inbox's rules, shared by the staff screens and the server: the lead pipeline, the
 * notice delivery states, the source fields the form records, the limits and the messages.
 */
import type { ConflictState } from './conflicts';
import { CONSULTATION_LANGUAGES, type ConsultationLanguage } from './consultation';

/** Where a lead stands, from New to one of the closed outcomes. Honeypot hits arrive as spam. */
export const LEAD_STATUSES = {
  new: 'New',
  contacted: 'Contacted',
  scheduled: 'Consultation scheduled',
  retained: 'Retained',
  declined: 'Declined',
  'referred-out': 'Referred out',
  spam: 'Spam',
} as const;

export type LeadStatus = keyof typeof LEAD_STATUSES;

export function isLeadStatus(value: string): value is LeadStatus {
  return Object.hasOwn(LEAD_STATUSES, value);
}

/** The statuses the unfiltered inbox shows (spam only appears when that filter is chosen). */
export const VISIBLE_LEAD_STATUSES = (Object.keys(LEAD_STATUSES) as LeadStatus[]).filter(
  (status) => status !== 'spam',
);

/**
 * The firm's notice of a request: pending (not yet sent, the sweeper retries it), sending (a sender
 * claimed it; if it stays there, a person decides), sent, failed (the sweeper gave up after its tries),
 * not-mailed (a honeypot hit).
 */
export const NOTICE_STATES = {
  pending: 'Notice pending',
  sending: 'Notice sending (check)',
  sent: 'Notice sent',
  failed: 'Notice failed',
  'not-mailed': 'Not mailed (spam)',
} as const;

export type NoticeState = keyof typeof NOTICE_STATES;

import type { LeadSource } from './lead-source';

export { LEAD_SOURCE_FIELDS, LEAD_SOURCE_LIMITS, type LeadSource } from './lead-source';

export const INBOX_LIMITS = {
  noteMaxLength: 4000,
  searchMaxLength: 254,
  /** Another request with the same email or phone this recently marks a possible duplicate. */
  duplicateWindowDays: 90,
} as const;

/**
 * The sweeper's retry rules for a notice that could not be sent; the visitor's acknowledgement follows the
 * same rules, counted on its own.
 */
export const NOTICE_RETRY = {
  maxTries: 5,
  /** Wait after the n-th failure: base * 2^(n-1), capped. */
  baseDelayMinutes: 2,
  maxDelayMinutes: 60,
} as const;

export const INBOX_MESSAGES = {
  changedBySomeoneElse: 'This request was changed by someone else. Please reload it and try again.',
  notFound: 'There is no consultation request with this id.',
  unknownStatus: 'Please choose one of the listed statuses.',
  unknownAssignee: 'Please choose an active staff user to assign this request to.',
  followUpInvalid: 'Please enter the follow-up date as a date (YYYY-MM-DD).',
  noteRequired: 'Please write the note before adding it.',
  noteTooLong: `A note can be at most ${INBOX_LIMITS.noteMaxLength.toLocaleString('en-US')} characters.`,
  searchTooLong: `A search can be at most ${INBOX_LIMITS.searchMaxLength} characters.`,
  unknownNoticeFilter: 'Please choose "notice failed" or "stuck while sending".',
  unknownLanguage: `Please choose ${Object.values(CONSULTATION_LANGUAGES).join(' or ')} as the language.`,
  noticeAlreadySent: 'The firm was already notified of this request.',
  spamNotMailed: 'This request is marked as spam; no notice is sent for it.',
  noticeNotSent:
    'The notice could not be sent just now. The mail service is unavailable; please try again later.',
} as const;

/** One row of the inbox list. */
export interface ConsultationSummary {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  typeOfClient: string;
  createdAt: string;
  leadStatus: LeadStatus;
  assigneeEmail: string | null;
  noticeState: NoticeState;
  /** Nobody has opened it yet. */
  unopened: boolean;
  duplicateOf: string | null;
  /** Where the lead's conflict check stands (contract/conflicts.ts CONFLICT_STATES). */
  conflictState: ConflictState;
  /** Sent without a valid bot check: the firm was told, the visitor was not mailed. */
  unverified: boolean;
  /** The language the request was made in (English for requests stored before leads kept one). */
  language: ConsultationLanguage;
  followUpOn: string | null;
  utmSource: string | null;
  /** How fast it was answered, or how long it has waited while New; null for a lead closed without contact. */
  firstResponse: FirstResponse | null;
}

/** "answered in 12 min" or "waiting 47 min": wall-clock minutes from arrival to first contact, or to now. */
export interface FirstResponse {
  answered: boolean;
  minutes: number;
}

/** One request as its page shows it. */
export interface ConsultationDetail extends ConsultationSummary {
  message: string;
  source: Required<{ [K in keyof LeadSource]: string | null }>;
  version: number;
  noticeFailures: number;
  openedAt: string | null;
}

export interface LeadStatusCount {
  status: LeadStatus;
  count: number;
}

export type NoticeAttention = { failed: number; sending: number };

export interface ConsultationInboxPage {
  items: ConsultationSummary[];
  nextCursor: string | null;
  counts: LeadStatusCount[];
  /** Requests whose notice failed or is stuck sending: flagged on the inbox and the dashboard. */
  noticeAttention: NoticeAttention;
}

export type TimelineKind =
  | 'received'
  | 'notice-sent'
  | 'notice-failed'
  | 'notice-gave-up'
  | 'acknowledged'
  | 'acknowledgement-failed'
  | 'acknowledgement-withheld'
  | 'acknowledgement-bounced'
  | 'acknowledgement-complained'
  | 'opened'
  | 'status-changed'
  | 'assigned'
  | 'follow-up-set'
  | 'note'
  | 'party-added'
  | 'party-removed'
  | 'conflict-checked'
  | 'conflict-decided'
  | 'notice-resent'
  | 'exported'
  | 'letter'
  | 'alert-sent';

export interface TimelineEvent {
  at: string;
  kind: TimelineKind;
  /** The staff user's email, or null for the system. */
  actorEmail: string | null;
  /** A short fact ("New -> Contacted") or the note, kept as written. */
  text: string;
}

/** One request and its timeline, as the request's page receives it. */
export interface ConsultationView {
  consultation: ConsultationDetail;
  timeline: TimelineEvent[];
}

/** A staff user a request can be assigned to, as the assignee picker shows it: names and email only. */
export interface AssignableStaff {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Active staff per call of the assignee picker: one select's worth (a firm's whole staff, usually), read
 * by one bounded Query; a larger firm pages on with the cursor.
 */
export const ASSIGNABLE_STAFF_PAGE_SIZE = 50;

/** The notice states a person must look at; the inbox can list exactly those requests. */
export const NOTICE_ATTENTION_STATES = ['failed', 'sending'] as const;
export type NoticeAttentionState = (typeof NOTICE_ATTENTION_STATES)[number];

export function isNoticeAttentionState(value: string | null | undefined): value is NoticeAttentionState {
  return (NOTICE_ATTENTION_STATES as readonly (string | null | undefined)[]).includes(value);
}

export interface InboxFilter {
  /** Only requests whose notice failed, or is stuck sending. */
  notice?: NoticeAttentionState | null;
  status?: LeadStatus | null;
  assigneeEmail?: string | null;
  search?: string | null;
  /** Only requests made in this language. */
  language?: ConsultationLanguage | null;
}

/** A lead's page on the staff portal, as the mails and the calendar feed link to it. */
export const leadPageUrl = (siteUrl: string, id: string) =>
  `${siteUrl}/consultations/${encodeURIComponent(id)}`;
