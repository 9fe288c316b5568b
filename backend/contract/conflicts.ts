/**
 * The conflict check's rules, shared by the staff screens and the server: the parties' roles and kinds, the
 * states a check is in, the decisions a person makes on it, the limits and the messages.
 */

/** Who a party is in the case, in the firm's words. */
export const PARTY_ROLES = {
  client: 'Client',
  'co-plaintiff': 'Co-plaintiff or passenger',
  'adverse-driver': 'Adverse driver',
  'adverse-owner': 'Vehicle owner (adverse)',
  'adverse-company': 'Adverse company',
  'government-entity': 'Government entity (adverse)',
  'adverse-insurer': "Adverse party's insurer",
  'own-insurer': "Client's own insurer (UM/UIM)",
  witness: 'Witness',
  guardian: 'Guardian',
  spouse: 'Spouse or partner',
  'related-person': 'Related person',
  'opposing-counsel': 'Opposing counsel',
} as const;

export type PartyRole = keyof typeof PARTY_ROLES;

export const isPartyRole = (value: string): value is PartyRole => Object.hasOwn(PARTY_ROLES, value);

/** The roles whose people the firm acts for or beside; a hit on an adverse role in another case is the danger. */
export const ADVERSE_ROLES: readonly PartyRole[] = [
  'adverse-driver',
  'adverse-owner',
  'adverse-company',
  'government-entity',
  'adverse-insurer',
  'opposing-counsel',
];

export const PARTY_KINDS = { person: 'Person', organisation: 'Organisation' } as const;
export type PartyKindName = keyof typeof PARTY_KINDS;
export const isPartyKind = (value: string): value is PartyKindName => Object.hasOwn(PARTY_KINDS, value);

/**
 * Where a lead's conflict check stands: not run yet (pending), run with no hit (clear), run with hits nobody
 * has decided on (possible), or decided by a person (cleared, flagged, declined). A change of parties runs
 * the check again and takes the decision back to the new result.
 */
export const CONFLICT_STATES = {
  pending: 'Not checked yet',
  clear: 'No conflict found',
  possible: 'Possible conflict',
  cleared: 'Cleared',
  flagged: 'Flagged as a conflict',
  declined: 'Declined for conflict',
} as const;

export type ConflictState = keyof typeof CONFLICT_STATES;

/** What a person decides on a check. */
export const CONFLICT_OUTCOMES = ['cleared', 'flagged', 'declined'] as const;
export type ConflictOutcome = (typeof CONFLICT_OUTCOMES)[number];
export const isConflictOutcome = (value: string): value is ConflictOutcome =>
  (CONFLICT_OUTCOMES as readonly string[]).includes(value);

/** A check the firm may go ahead on: nothing found, or a person cleared what was found. */
export const isConflictCleared = (state: ConflictState) => state === 'clear' || state === 'cleared';

export const CONFLICT_LIMITS = {
  nameMaxLength: 120,
  emailMaxLength: 254,
  phoneMaxLength: 40,
  reasonMaxLength: 1000,
  /** Parties on one lead or matter. */
  maxParties: 50,
  /** Hits kept with a check: more than this says "and N more" (the first are the strongest). */
  maxHits: 100,
  /** Names on the firm's list of routine parties (insurers and agencies met in every case). */
  maxRoutineParties: 200,
} as const;

export const CONFLICT_MESSAGES = {
  nameRequired: 'Enter the name of the person or organisation.',
  nameTooLong: `Keep the name under ${CONFLICT_LIMITS.nameMaxLength} characters.`,
  roleInvalid: 'Choose a role from the list.',
  kindInvalid: 'Choose person or organisation.',
  emailInvalid: 'Enter an email address like name@example.com, or leave it empty.',
  phoneInvalid: 'Enter a phone number with at least 7 digits, or leave it empty.',
  tooManyParties: `A case holds at most ${CONFLICT_LIMITS.maxParties} parties.`,
  reasonRequired: 'Say why: the reason is kept with the decision.',
  reasonTooLong: `Keep the reason under ${CONFLICT_LIMITS.reasonMaxLength} characters.`,
  outcomeInvalid: 'Choose clear, flag or decline.',
  leadNotFound: 'This lead no longer exists.',
  partyNotFound: 'This party was already removed.',
  nothingToDecide: 'The check has not run yet: add the parties first.',
  changedMeanwhile: 'The parties changed while you decided: look at the new result and decide again.',
  tooManyRoutineParties: `The list holds at most ${CONFLICT_LIMITS.maxRoutineParties} names.`,
  routineNameTooLong: `Keep each name under ${CONFLICT_LIMITS.nameMaxLength} characters.`,
} as const;
