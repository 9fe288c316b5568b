/** What a matter is, as the domain keeps it (the DynamoDB adapter owns its keys). */
import type { DeadlineKind, MatterPhase } from '../../contract/matters';
import type { LimitationFacts, ProposedDeadline } from './limitations';

/** A lawyer's word on the limitation deadline: the date they confirmed, against the proposal they read. */
export interface LimitationVerification {
  /** The deadline the lawyer set: the proposed date, or another with a note saying why. */
  date: string;
  /** The proposed date the lawyer read when verifying. */
  proposedDate: string;
  by: string;
  at: string;
  note?: string;
}

/**
 * Someone responsible saw the deadline: the date they acknowledged. It holds for that date only
 * (deadlines.ts `acknowledgementHolds`): once the deadline's date changes, the administrators are mailed again.
 */
export interface DeadlineAcknowledgement {
  date: string;
  by: string;
  at: string;
}

/**
 * A deadline staff add beside the statute of limitations (a filing, discovery or trial date): its date is the
 * one staff set from the court's order or the rules, so no lawyer verifies it. It is open until someone
 * completes it, unless the matter is closed (deadlines.ts `isOtherDeadlineOpen`).
 */
export interface OtherDeadline {
  id: string;
  kind: DeadlineKind;
  title: string;
  date: string;
  note?: string;
  addedBy: string;
  addedAt: string;
  completedBy?: string;
  completedAt?: string;
  /** As the limitation deadline's: holds for the acknowledged date only. */
  acknowledgement?: DeadlineAcknowledgement;
  /** Bumped by every change to the deadline (its calendar event's SEQUENCE). */
  revision: number;
}

export interface MatterRecord {
  /** The lead's id: a lead becomes at most one matter. */
  id: string;
  clientName: string;
  claimType: string;
  phase: MatterPhase;
  /** The staff member responsible (their email), who verifies the deadlines with the administrators. */
  responsibleAttorney: string;
  facts: LimitationFacts;
  /** The statute of limitations as the rules propose it from `facts`. */
  limitation: ProposedDeadline;
  /** Absent until a lawyer verifies; dropped when a fact the proposal used changes. */
  verification?: LimitationVerification;
  /** The last acknowledgement of the deadline, kept even once the date changed (it then no longer holds). */
  deadlineAcknowledgement?: DeadlineAcknowledgement;
  /** The client's folder in the File Manager (the top-level folder named after the client), from opening on. */
  clientFolder?: { id: string; name: string };
  /** The other deadlines, in the order added; absent on a matter that never had one. */
  deadlines?: OtherDeadline[];
  openedAt: string;
  openedBy: string;
  /** When the phase last changed: the client portal's "last update" (the opening, before any change). */
  phaseChangedAt?: string;
  /** Staff's note to the client with the last phase change, shown in the client portal; none when not given. */
  clientNote?: string;
  /** Bumped by every change: a change made on an older version is refused. */
  version: number;
}

/**
 * A matter as the API answers it: the record, whether its limitation deadline is still open, and the
 * acknowledgement only while it holds for the deadline's date.
 */
export interface MatterView extends Omit<MatterRecord, 'deadlines'> {
  deadlineOpen: boolean;
  /** Every deadline staff added, complete or not, in the order added. */
  deadlines: OtherDeadlineView[];
}

/** A deadline staff added as the API answers it: whether it is open, and its acknowledgement only while it holds. */
export interface OtherDeadlineView extends OtherDeadline {
  open: boolean;
}
