/**
 * The staff side of consultation requests: which index answers a view of the inbox, what a row and a
 * request's page show, and the checks on every change (status, assignee, follow-up date, notes). Changes
 * carry the version the person saw; a write against another version is a conflict, never an overwrite.
 */
import {
  type AssignableStaff,
  INBOX_LIMITS,
  isNoticeAttentionState,
  INBOX_MESSAGES,
  LEAD_STATUSES,
  isLeadStatus,
  type ConsultationDetail,
  type ConsultationSummary,
  type InboxFilter,
  type LeadStatus,
  type NoticeAttention,
  type NoticeState,
  type TimelineEvent,
} from '../../contract/consultation-inbox';
import type { Page } from '../../contract/paging';
import { UserFacingError } from '../errors';
import { emailKeyOf, nameKeyOf, phoneKeyOf, type ConsultationRecord } from './consultation-record';

export type InboxIndex = 'byTime' | 'byStatus' | 'byAssignee' | 'byEmail' | 'byPhone' | 'byName' | 'byNotice';

/** One inbox view as one index Query: the index, its key, and what the store filters on top. */
export interface InboxQuery {
  index: InboxIndex;
  key: string;
  status?: LeadStatus;
  assigneeEmail?: string;
  /** Leave spam out (every view but the spam filter). */
  excludeSpam: boolean;
}

/** Fields a person changes on a request; null clears an assignee or a follow-up date. */
export interface ConsultationChanges {
  leadStatus?: LeadStatus;
  assigneeEmail?: string | null;
  followUpOn?: string | null;
}

export interface InboxStore {
  find(id: string): Promise<ConsultationRecord | undefined>;
  list(query: InboxQuery, cursor: string | null | undefined): Promise<Page<ConsultationRecord>>;
  /** Every request of a view, page by page (exports). */
  listAll(query: InboxQuery): AsyncIterable<ConsultationRecord>;
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

const EMAIL_LIKE = /@/u;
const PHONE_LIKE = /^[0-9 ()+.-]+$/u;
const DATE = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * Which index answers a filter: a search picks its index by what was typed, else the notice filter (the
 * sparse notice index), assignee, status, all.
 */
export function planInboxQuery(filter: InboxFilter): InboxQuery {
  const status = filter.status ?? undefined;
  if (status !== undefined && !isLeadStatus(status)) throw new UserFacingError(INBOX_MESSAGES.unknownStatus);
  const notice = filter.notice ?? undefined;
  if (notice !== undefined && !isNoticeAttentionState(notice)) {
    throw new UserFacingError(INBOX_MESSAGES.unknownNoticeFilter);
  }
  const assigneeEmail = filter.assigneeEmail?.trim() ? emailKeyOf(filter.assigneeEmail) : undefined;
  const excludeSpam = status !== 'spam';
  const search = filter.search?.trim() ?? '';
  if (search.length > INBOX_LIMITS.searchMaxLength) throw new UserFacingError(INBOX_MESSAGES.searchTooLong);
  if (search) {
    const [index, key]: [InboxIndex, string] = EMAIL_LIKE.test(search)
      ? ['byEmail', emailKeyOf(search)]
      : PHONE_LIKE.test(search) && phoneKeyOf(search).length >= 4
        ? ['byPhone', phoneKeyOf(search)]
        : ['byName', nameKeyOf(search.split(' ').at(-1) ?? search)];
    return { index, key, status, assigneeEmail, excludeSpam };
  }
  if (notice) return { index: 'byNotice', key: notice, status, assigneeEmail, excludeSpam: false };
  if (assigneeEmail) return { index: 'byAssignee', key: assigneeEmail, status, excludeSpam };
  if (status) return { index: 'byStatus', key: status, excludeSpam: false };
  return { index: 'byTime', key: 'all', excludeSpam: false };
}

export function noticeStateOf(record: ConsultationRecord): NoticeState {
  if (record.spam) return 'not-mailed';
  if (record.status === 'notified') return 'sent';
  if (record.status === 'notifying') return 'sending';
  return record.noticeQueue === 'failed' ? 'failed' : 'pending';
}

export function toSummary(record: ConsultationRecord): ConsultationSummary {
  return {
    _id: record._id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    typeOfClient: record.typeOfClient,
    createdAt: record.createdAt,
    leadStatus: record.leadStatus,
    assigneeEmail: record.assigneeEmail ?? null,
    noticeState: noticeStateOf(record),
    unopened: !record.openedAt,
    duplicateOf: record.duplicateOf ?? null,
    followUpOn: record.followUpOn ?? null,
    utmSource: record.utmSource ?? null,
  };
}

export function toDetail(record: ConsultationRecord): ConsultationDetail {
  return {
    ...toSummary(record),
    message: record.message,
    source: {
      page: record.sourcePage ?? null,
      referrer: record.referrer ?? null,
      utmSource: record.utmSource ?? null,
      utmMedium: record.utmMedium ?? null,
      utmCampaign: record.utmCampaign ?? null,
    },
    version: record.version,
    noticeFailures: record.noticeFailures ?? 0,
    openedAt: record.openedAt ?? null,
  };
}

/** The change a person asked for, checked: a listed status, a YYYY-MM-DD date, a note within limits. */
export function checkStatus(value: string): LeadStatus {
  if (!isLeadStatus(value)) throw new UserFacingError(INBOX_MESSAGES.unknownStatus);
  return value;
}

export function checkFollowUp(value: string | null | undefined): string | null {
  const date = value?.trim();
  if (!date) return null;
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new UserFacingError(INBOX_MESSAGES.followUpInvalid);
  }
  return date;
}

export function checkNote(value: string): string {
  const note = value.trim();
  if (!note) throw new UserFacingError(INBOX_MESSAGES.noteRequired);
  if (note.length > INBOX_LIMITS.noteMaxLength) throw new UserFacingError(INBOX_MESSAGES.noteTooLong);
  return note;
}

export function describeStatusChange(from: LeadStatus, to: LeadStatus): string {
  return `${LEAD_STATUSES[from]} -> ${LEAD_STATUSES[to]}`;
}

export function conflict(): UserFacingError {
  return new UserFacingError(INBOX_MESSAGES.changedBySomeoneElse, 'Conflict');
}
