/**
 * Matters: a lead the firm took on. What the screen and the server share: the phases a matter moves
 * through, who a claim is against (as the limitation rules care), the limits and the messages a person reads.
 */
import { civilDateText } from './civil-date-text';
export const MATTER_PHASES = {
  intake: 'Intake',
  treatment: 'Treatment',
  'records-and-bills': 'Records and bills',
  demand: 'Demand',
  negotiation: 'Negotiation',
  litigation: 'Litigation',
  settlement: 'Settlement',
  closed: 'Closed',
} as const;
export type MatterPhase = keyof typeof MATTER_PHASES;

export const isMatterPhase = (value: string): value is MatterPhase => Object.hasOwn(MATTER_PHASES, value);

/**
 * The phases before suit is filed: while a matter is in one of them its limitation deadline is open (suit
 * still has to be filed by then), it is listed among the critical deadlines, and closing the matter needs a
 * person's confirmation (domain/matters/phases.ts).
 */
export const PHASES_BEFORE_SUIT: readonly MatterPhase[] = [
  'intake',
  'treatment',
  'records-and-bills',
  'demand',
  'negotiation',
];

export const DEFENDANT_KINDS = {
  private: 'A person or company',
  'local-government': 'A city, county or other local government (RCW 4.96)',
  state: 'The State of Washington (RCW 4.92)',
} as const;

/** The deadlines staff add to a matter beside its statute of limitations. */
export const DEADLINE_KINDS = {
  filing: 'Filing',
  discovery: 'Discovery',
  trial: 'Trial',
  other: 'Other',
} as const;
export type DeadlineKind = keyof typeof DEADLINE_KINDS;

export const isDeadlineKind = (value: string): value is DeadlineKind => Object.hasOwn(DEADLINE_KINDS, value);

/** The id the statute of limitations goes by among a matter's deadlines (the others have generated ids). */
export const LIMITATION_DEADLINE_ID = 'limitation';

export const MATTER_LIMITS = {
  claimTypeMaxLength: 80,
  noteMaxLength: 1000,
  deadlineTitleMaxLength: 120,
  /** Deadlines staff add to one matter: a matter's item, and the one write that moves them all, stay small. */
  deadlinesPerMatter: 30,
  /** Matters and critical deadlines a page: a screenful of rows to scan, not the 10 of the shorter lists. */
  pageSize: 25,
} as const;

/**
 * Days before an open limitation deadline (the firm's civil days) on which the responsible attorney is
 * reminded of it, each once; a day missed is made up by the nearest one at the next run
 * (domain/matters/reminders.ts).
 */
export const DEADLINE_REMINDER_DAYS = [180, 120, 90, 60, 30, 14, 7, 3, 1, 0] as const;

/** The daily digest lists each attorney's open deadlines this many days ahead, and every overdue one. */
export const DIGEST_DEADLINE_DAYS = 14;

/** From this many days before an open deadline, the administrators are mailed each firm day until someone acknowledges it. */
export const DEADLINE_ESCALATION_DAYS = 30;

/** The matter's page on the staff site, as the reminders and the calendar feed link to it (frontend/app/config/paths.ts `matter`). */
export const matterPageUrl = (siteUrl: string, id: string) => `${siteUrl}/matters/${encodeURIComponent(id)}`;

export const MATTER_MESSAGES = {
  notFound: 'That matter is not on file.',
  leadNotFound: 'That lead is not on file.',
  notCleared:
    'A matter can be opened only after the conflict check is cleared: look at the lead’s conflict check first.',
  alreadyOpen: 'This lead is already a matter.',
  badDate: 'Enter the date as YYYY-MM-DD.',
  birthAfterIncident: 'The date of birth is after the incident date: check both.',
  futureIncident: 'The incident date is in the future: check it.',
  claimTypeRequired: 'Say what kind of claim this is.',
  claimTypeTooLong: `Keep the claim type to ${MATTER_LIMITS.claimTypeMaxLength} characters.`,
  unknownDefendant: 'Choose who the claim is against.',
  notVerifier: 'Only the responsible attorney or an administrator can verify this deadline.',
  changedSince: 'The proposed deadline changed while you were looking at it: read it again before verifying.',
  overrideNeedsNote: 'Say why the deadline differs from the proposed one.',
  noteTooLong: `Keep the note to ${MATTER_LIMITS.noteMaxLength} characters.`,
  changedBySomeoneElse: 'Someone else changed this matter: reload it and make your change again.',
  unknownPhase: `That is not a phase of a matter: choose one of ${Object.values(MATTER_PHASES).join(', ')}.`,
  alreadyInPhase: 'The matter is already in that phase.',
  notAcknowledger: 'Only the responsible attorney or an administrator can acknowledge this deadline.',
  acknowledgedDateChanged:
    'The deadline changed while you were looking at it: read the new date before acknowledging it.',
  nothingToAcknowledge:
    'Suit has been filed or the matter is closed: its limitation deadline no longer needs acknowledging.',
  closingWithOpenDeadline: (date: string) =>
    `Suit has not been filed and the limitation deadline, ${civilDateText(date)}, is still open: confirm that the firm is closing this matter anyway.`,
  leavingWithOpenDeadline: (date: string, phase: string) =>
    `Suit has not been filed and the limitation deadline, ${civilDateText(date)}, is still open: moving the matter to ${phase} closes it. Confirm that the claim is resolved without suit.`,
  closingWithOpenDeadlines: (deadlines: readonly { title: string; date: string }[]) =>
    `${deadlines.map((deadline) => `${deadline.title}, ${civilDateText(deadline.date)}`).join('; ')}: ${deadlines.length === 1 ? 'this deadline is' : 'these deadlines are'} still open. Confirm that the firm is closing ${deadlines.length === 1 ? 'it' : 'them'} anyway.`,
  deadlineNotFound: 'That deadline is not on this matter: reload the matter.',
  unknownDeadlineKind: `Choose the kind of deadline: ${Object.values(DEADLINE_KINDS).join(', ')}.`,
  deadlineTitleRequired: 'Give the deadline a title.',
  deadlineTitleTooLong: `Keep the deadline’s title to ${MATTER_LIMITS.deadlineTitleMaxLength} characters.`,
  tooManyDeadlines: `A matter keeps at most ${MATTER_LIMITS.deadlinesPerMatter} deadlines: remove the ones that no longer matter.`,
  deadlineCompleted: 'That deadline is already complete.',
  unknownDeadlineOutcome: 'Say whether the deadline was completed or is removed.',
  deadlineOnClosedMatter: 'The matter is closed: reopen it before adding or changing its deadlines.',
} as const;
