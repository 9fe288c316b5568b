/**
 * What the consultations area needs from storage, in its own words: taking a request, delivering its notice
 * and acknowledgement at most once, and the staff inbox. The DynamoDB adapters implement them
 * (adapters/dynamodb/consultations.ts, consultation-inbox.ts); index names and keys are theirs.
 */
import type {
  AssignableStaff,
  LeadStatus,
  NoticeAttention,
  NoticeAttentionState,
  TimelineEvent,
} from '../../contract/consultation-inbox';
import type { Page } from '../../contract/paging';
import type { ConsultationLanguage } from '../../contract/consultation';
import type { ConsultationRecord } from './consultation-record';

/** Where requests are kept. */
export interface ConsultationStore {
  find(id: string): Promise<ConsultationRecord | undefined>;
  /** Stores the record unless one with its id exists (and counts it); false when it already existed. */
  createIfAbsent(record: ConsultationRecord): Promise<boolean>;
  /** The newest other request created since `since` with this email, or else this phone number (as compared). */
  findRecentByContact(
    contact: { email: string; phone: string },
    since: string,
  ): Promise<ConsultationRecord | undefined>;
}

export interface NoticeStore {
  find(id: string): Promise<ConsultationRecord | undefined>;
  /** received -> notifying; false when the record is in any other state. */
  claimNotice(id: string, now: Date): Promise<boolean>;
  markNotified(id: string, now: Date, messageId: string): Promise<void>;
  /** notifying -> received, counting the failure; `giveUp` flags the notice failed (no more automatic tries). */
  releaseNotice(id: string, reason: string, options: { now: Date; giveUp: boolean }): Promise<void>;
}

/** Appends to a request's timeline; a failure there must not turn a sent notice into an error. */
export type RecordTimelineEvent = (id: string, event: TimelineEvent) => Promise<void>;

/** What the mail service reported about a sent acknowledgement. */
export type AcknowledgementTrouble = 'bounced' | 'complained';

export interface AcknowledgementStore {
  /** Claims the one acknowledgement of a non-spam request; false when it was claimed before. */
  claimAcknowledgement(id: string): Promise<boolean>;
  markAcknowledged(id: string): Promise<void>;
  /** Gives the claim back after a send that certainly failed, counting the failure; `giveUp` ends the tries. */
  releaseAcknowledgement(id: string, reason: string, options: { now: Date; giveUp: boolean }): Promise<void>;
  /** Decides that this request's acknowledgement is never sent (claimed or not); it leaves the queue. */
  withholdAcknowledgement(id: string): Promise<void>;
}

/** What the mail service's events change on a request. */
export interface AcknowledgementTroubleStore {
  /**
   * A sent acknowledgement bounced for good or drew a complaint: true the first time (the state moves from
   * sent), false for a repeated event or a request whose acknowledgement was not sent.
   */
  markAcknowledgementTrouble(id: string, trouble: AcknowledgementTrouble): Promise<boolean>;
}

/**
 * The one acknowledgement an address may receive per window (ACKNOWLEDGEMENT_RECIPIENT_WINDOW_SECONDS),
 * kept by a conditional write, so racing requests naming one address reserve it once.
 */
export interface RecipientAllowance {
  /**
   * Reserves the acknowledgement of the address `recipient` (its limit key: `recipientLimitKey`); false
   * when one was reserved within the window before `now`.
   */
  reserve(recipient: string, now: Date): Promise<boolean>;
  /** Gives back the reservation made at `reservedAt` (a send that certainly failed). */
  release(recipient: string, reservedAt: Date): Promise<void>;
}

/**
 * One view of the inbox, checked: the filters a person chose, in the domain's keys. The store answers it
 * with one index Query (adapters/dynamodb/inbox-queries.ts picks the index).
 */
export interface InboxView {
  /** What was typed in the search box, read as an email, phone digits or a last name (comparable forms). */
  search?: { by: 'email' | 'phone' | 'name'; term: string };
  /** Requests whose notice needs a person. */
  notice?: NoticeAttentionState;
  status?: LeadStatus;
  assigneeEmail?: string;
  /** Requests made in this language (English includes those stored before leads kept a language). */
  language?: ConsultationLanguage;
}

/** Fields a person changes on a request; null clears an assignee or a follow-up date. */
export interface ConsultationChanges {
  leadStatus?: LeadStatus;
  assigneeEmail?: string | null;
  followUpOn?: string | null;
  /** Set once, when the lead first leaves New. */
  firstContactAt?: string;
  /** The furthest funnel stage reached, so the report counts each stage once per lead. */
  funnelReached?: number;
  /** The follow-up index's keys, recomputed on every change (domain/consultations/follow-ups.ts). */
  followUpOwner?: string | null;
  followUpDueAt?: string | null;
}

export interface InboxStore {
  find(id: string): Promise<ConsultationRecord | undefined>;
  list(view: InboxView, cursor: string | null | undefined): Promise<Page<ConsultationRecord>>;
  /** Every request of a view, page by page (exports). */
  listAll(view: InboxView): AsyncIterable<ConsultationRecord>;
  counts(): Promise<Record<LeadStatus, number>>;
  noticeAttention(): Promise<NoticeAttention>;
  /** Applies the changes if the stored version is `version`; false on a conflict. */
  update(id: string, version: number, changes: ConsultationChanges): Promise<boolean>;
  adjustCounts(delta: Partial<Record<LeadStatus, number>>): Promise<void>;
  /** Sets openedAt unless set; true the first time. */
  markOpened(id: string, now: Date): Promise<boolean>;
  appendEvent(id: string, event: TimelineEvent): Promise<void>;
  /** The same event on many requests' timelines (an export), in batches. */
  appendEventToAll(ids: readonly string[], event: TimelineEvent): Promise<void>;
  timeline(id: string): Promise<TimelineEvent[]>;
  /** A notice stuck in sending goes back to pending, when a person decides to send it again. */
  releaseStuckNotice(id: string): Promise<boolean>;
}

/** Active staff a request may be assigned to (disabled accounts never appear), by name. */
export interface ActiveStaffDirectory {
  listActive(options: { cursor?: string | null; limit: number }): Promise<Page<AssignableStaff>>;
}
