/**
 * The staff side of consultation requests: how a filter becomes a view of the inbox, what a row and a
 * request's page show, and the checks on every change (status, assignee, follow-up date, notes). Changes
 * carry the version the person saw; a write against another version is a conflict, never an overwrite.
 */
import {
  INBOX_LIMITS,
  isNoticeAttentionState,
  INBOX_MESSAGES,
  LEAD_STATUSES,
  isLeadStatus,
  type ConsultationDetail,
  type ConsultationSummary,
  type InboxFilter,
  type LeadStatus,
  type NoticeState,
} from '../../contract/consultation-inbox';
import { isConsultationLanguage } from '../../contract/consultation';
import { UserFacingError } from '../errors';
import {
  comparableEmail,
  comparableLastName,
  comparablePhone,
  type ConsultationRecord,
} from './consultation-record';
import { firstResponseOf } from './first-contact';
import type { InboxView } from './ports';

const EMAIL_LIKE = /@/u;
const PHONE_LIKE = /^[0-9 ()+.-]+$/u;
const DATE = /^\d{4}-\d{2}-\d{2}$/u;

/** A filter as a caller sends it (the schema's strings), for `checkInboxFilter` to check. */
export type RequestedInboxFilter = { [Key in keyof InboxFilter]?: string | null };

/** The filter checked and in the domain's keys; a search is read as an email, phone digits or a last name. */
export function checkInboxFilter(filter: RequestedInboxFilter): InboxView {
  const status = filter.status ?? undefined;
  if (status !== undefined && !isLeadStatus(status)) throw new UserFacingError(INBOX_MESSAGES.unknownStatus);
  const notice = filter.notice ?? undefined;
  if (notice !== undefined && !isNoticeAttentionState(notice)) {
    throw new UserFacingError(INBOX_MESSAGES.unknownNoticeFilter);
  }
  const language = filter.language ?? undefined;
  if (language !== undefined && !isConsultationLanguage(language)) {
    throw new UserFacingError(INBOX_MESSAGES.unknownLanguage);
  }
  const assigneeEmail = filter.assigneeEmail?.trim() ? comparableEmail(filter.assigneeEmail) : undefined;
  const text = filter.search?.trim() ?? '';
  if (text.length > INBOX_LIMITS.searchMaxLength) throw new UserFacingError(INBOX_MESSAGES.searchTooLong);
  const search: InboxView['search'] = !text
    ? undefined
    : EMAIL_LIKE.test(text)
      ? { by: 'email', term: comparableEmail(text) }
      : PHONE_LIKE.test(text) && comparablePhone(text).length >= 4
        ? { by: 'phone', term: comparablePhone(text) }
        : { by: 'name', term: comparableLastName(text.split(' ').at(-1) ?? text) };
  return { search, notice, status, assigneeEmail, language };
}

export function noticeStateOf(record: ConsultationRecord): NoticeState {
  if (record.spam) return 'not-mailed';
  if (record.status === 'notified') return 'sent';
  if (record.status === 'notifying') return 'sending';
  return record.noticeQueue === 'failed' ? 'failed' : 'pending';
}

export function toSummary(record: ConsultationRecord, now: Date): ConsultationSummary {
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
    conflictState: record.conflictState ?? 'pending',
    unverified: Boolean(record.unverified),
    language: record.language,
    followUpOn: record.followUpOn ?? null,
    utmSource: record.utmSource ?? null,
    firstResponse: firstResponseOf(record, now),
  };
}

export function toDetail(record: ConsultationRecord, now: Date): ConsultationDetail {
  return {
    ...toSummary(record, now),
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
