/**
 * What staff do with consultation requests: list the inbox, open one, change its status, assignee and
 * follow-up date, add notes, send its notice again, export a view. Every operation receives the actor the
 * resolver wrapper checked (staff; administrators for the export); opening, every change and every export are audited, and each
 * change lands on the request's timeline.
 */
import { staffEvent } from '../audit/audit-context';
import { CONSULTATION_LANGUAGES } from '../../contract/consultation';
import type { Log } from '../log';
import {
  ASSIGNABLE_STAFF_PAGE_SIZE,
  INBOX_MESSAGES,
  LEAD_STATUSES,
  type AssignableStaff,
  type ConsultationInboxPage,
  type ConsultationView,
  type LeadStatus,
  type TimelineEvent,
} from '../../contract/consultation-inbox';
export type { ConsultationView };
import type { Page } from '../../contract/paging';
import type { AuditEvent, AuditLog } from '../audit/audit-log';
import type { AdministratorActor, StaffActor } from '../auth/callers';
import type { UserStore } from '../auth/ports';
import type { FirmSettings } from '../../contract/firm-settings';
import type { Clock } from '../clock';
import { followUpKeysOf } from './follow-ups';
import { UserFacingError } from '../errors';
import { toCsv, type CsvColumn } from '../export/csv';
import type { ConsultationRecord } from './consultation-record';
import {
  checkFollowUp,
  checkNote,
  checkStatus,
  conflict,
  describeStatusChange,
  checkInboxFilter,
  type RequestedInboxFilter,
  toDetail,
  toSummary,
} from './inbox';
import type { ActiveStaffDirectory, ConsultationChanges, InboxStore } from './ports';
import {
  addCounters,
  changeCounters,
  funnelReachedAfter,
  type LeadReportCounters,
} from '../reports/lead-aggregates';

export interface WorkDeps {
  store: InboxStore;
  users: Pick<UserStore, 'get'>;
  audit: AuditLog;
  now: Clock;
  /** The firm's settings in force (the follow-up cadences). */
  settings: () => Promise<FirmSettings>;
  /** The report's counters per day, added to as a lead moves along. */
  reports: LeadReportCounters;
  log: Log;
}

function auditEvent(
  actor: StaffActor,
  action: AuditEvent['action'],
  record: Pick<ConsultationRecord, '_id' | 'firstName' | 'lastName'> | undefined,
  detail?: string,
): AuditEvent {
  const target = record
    ? { type: 'consultation', id: record._id, label: `${record.firstName} ${record.lastName}` }
    : undefined;
  return staffEvent(actor, action, { target, detail });
}

async function found(store: InboxStore, id: string): Promise<ConsultationRecord> {
  const record = id.length <= 64 ? await store.find(id) : undefined;
  if (!record || !record.createdAt) throw new UserFacingError(INBOX_MESSAGES.notFound, 'NotFound');
  return record;
}

export async function listInbox(
  _actor: StaffActor,
  filter: RequestedInboxFilter & { cursor?: string | null },
  deps: Pick<WorkDeps, 'store' | 'now'>,
): Promise<ConsultationInboxPage> {
  const now = deps.now();
  const view = checkInboxFilter(filter);
  const [page, counts, noticeAttention] = await Promise.all([
    deps.store.list(view, filter.cursor),
    deps.store.counts(),
    deps.store.noticeAttention(),
  ]);
  return {
    items: page.items.map((record) => toSummary(record, now)),
    nextCursor: page.nextCursor ?? null,
    counts: (Object.keys(LEAD_STATUSES) as LeadStatus[]).map((status) => ({ status, count: counts[status] })),
    noticeAttention,
  };
}

async function view({ store, now }: Pick<WorkDeps, 'store' | 'now'>, id: string): Promise<ConsultationView> {
  const [record, timeline] = await Promise.all([found(store, id), store.timeline(id)]);
  return { consultation: toDetail(record, now()), timeline };
}

/** Opening a request is audited before anything of it leaves the server; the first opening is timelined. */
export async function openConsultation(
  actor: StaffActor,
  { id }: { id: string },
  deps: WorkDeps,
): Promise<ConsultationView> {
  const { user } = actor;
  const now = deps.now();
  const record = await found(deps.store, id);
  await deps.audit.record(auditEvent(actor, 'consultations.opened', record));
  if (await deps.store.markOpened(id, now)) {
    await deps.store.appendEvent(id, {
      at: now.toISOString(),
      kind: 'opened',
      actorEmail: user.email,
      text: 'Opened for the first time',
    });
  }
  return view(deps, id);
}

/** The assignee picker's choices: active staff by name, with nothing but their names and emails. */
export async function listAssignableStaff(
  _actor: StaffActor,
  { cursor }: { cursor?: string | null },
  deps: { directory: ActiveStaffDirectory },
): Promise<Page<AssignableStaff>> {
  const page = await deps.directory.listActive({ cursor, limit: ASSIGNABLE_STAFF_PAGE_SIZE });
  return {
    items: page.items.map(({ email, firstName, lastName }) => ({ email, firstName, lastName })),
    nextCursor: page.nextCursor ?? null,
  };
}

export interface ChangeRequest {
  id: string;
  version: number;
  leadStatus?: string | null;
  assigneeEmail?: string | null;
  followUpOn?: string | null;
}

async function checkAssignee(email: string, users: Pick<UserStore, 'get'>): Promise<string> {
  const assignee = await users.get(email.trim().toLowerCase());
  if (!assignee || assignee.disabled) throw new UserFacingError(INBOX_MESSAGES.unknownAssignee);
  return assignee.email;
}

/**
 * Status, assignee and follow-up in one conditional write on the version the person saw: of two people
 * changing the same request, one succeeds and the other is told to reload.
 */
export async function changeConsultation(
  actor: StaffActor,
  request: ChangeRequest,
  deps: WorkDeps,
): Promise<ConsultationView> {
  const { user } = actor;
  const now = deps.now().toISOString();
  const record = await found(deps.store, request.id);
  if (record.version !== request.version) throw conflict();

  const changes: ConsultationChanges = {};
  const events: { action: AuditEvent['action']; kind: TimelineEvent['kind']; text: string }[] = [];
  if (request.leadStatus && request.leadStatus !== record.leadStatus) {
    changes.leadStatus = checkStatus(request.leadStatus);
    // Leaving New is the first contact (or a decision that stands for it); the first-contact alerts stop.
    if (record.leadStatus === 'new' && !record.firstContactAt && changes.leadStatus !== 'spam') {
      changes.firstContactAt = now;
    }
    const reached = funnelReachedAfter(record, changes.leadStatus);
    if (reached !== (record.funnelReached ?? 0)) changes.funnelReached = reached;
    const text = describeStatusChange(record.leadStatus, changes.leadStatus);
    events.push({ action: 'consultations.status-changed', kind: 'status-changed', text });
  }
  if (request.assigneeEmail !== undefined) {
    const assignee = request.assigneeEmail?.trim()
      ? await checkAssignee(request.assigneeEmail, deps.users)
      : null;
    if (assignee !== (record.assigneeEmail ?? null)) {
      changes.assigneeEmail = assignee;
      events.push({
        action: 'consultations.assigned',
        kind: 'assigned',
        text: assignee ? `Assigned to ${assignee}` : 'Unassigned',
      });
    }
  }
  if (request.followUpOn !== undefined) {
    const followUpOn = checkFollowUp(request.followUpOn);
    if (followUpOn !== (record.followUpOn ?? null)) {
      changes.followUpOn = followUpOn;
      events.push({
        action: 'consultations.follow-up-set',
        kind: 'follow-up-set',
        text: followUpOn ? `Follow up on ${followUpOn}` : 'Follow-up date cleared',
      });
    }
  }
  if (!events.length) return view(deps, request.id);
  // Any change starts the follow-up cadence again (a date set by hand wins over it).
  const settings = await deps.settings();
  Object.assign(changes, followUpKeysOf({ ...record, ...changes } as typeof record, new Date(now), settings));

  if (!(await deps.store.update(request.id, request.version, changes))) throw conflict();
  if (changes.leadStatus) {
    await deps.store.adjustCounts({ [record.leadStatus]: -1, [changes.leadStatus]: 1 });
    await addCounters(
      deps.reports,
      changeCounters(record, { ...record, ...changes } as typeof record, settings),
      deps.log,
    );
  }
  for (const event of events) {
    await deps.store.appendEvent(request.id, {
      at: now,
      kind: event.kind,
      actorEmail: user.email,
      text: event.text,
    });
    await deps.audit.recordAfter(auditEvent(actor, event.action, record, event.text));
  }
  return view(deps, request.id);
}

export async function addConsultationNote(
  actor: StaffActor,
  { id, text }: { id: string; text: string },
  deps: WorkDeps,
): Promise<ConsultationView> {
  const { user } = actor;
  const note = checkNote(text);
  const record = await found(deps.store, id);
  const at = deps.now().toISOString();
  await deps.store.appendEvent(id, { at, kind: 'note', actorEmail: user.email, text: note });
  // The audit entry says a note was added, not what it says (notes may hold client confidences).
  await deps.audit.recordAfter(auditEvent(actor, 'consultations.note-added', record));
  return view(deps, id);
}

export type DeliverNotice = (
  id: string,
) => Promise<'sent' | 'already-sent' | 'spam' | 'in-progress' | 'not-sent'>;

/**
 * A person sends the firm's notice again: for a failed or pending notice, and for one stuck in sending
 * (the person has checked the mailbox and decided), which is released first.
 */
export async function resendNotice(
  actor: StaffActor,
  { id }: { id: string },
  deps: WorkDeps & { deliver: DeliverNotice },
): Promise<ConsultationView> {
  const { user } = actor;
  const record = await found(deps.store, id);
  if (record.spam) throw new UserFacingError(INBOX_MESSAGES.spamNotMailed);
  if (record.status === 'notified') throw new UserFacingError(INBOX_MESSAGES.noticeAlreadySent);
  if (record.status === 'notifying') await deps.store.releaseStuckNotice(id);
  const outcome = await deps.deliver(id);
  await deps.audit.recordAfter(
    auditEvent(actor, 'consultations.notice-resent', record, `outcome: ${outcome}`),
  );
  await deps.store.appendEvent(id, {
    at: deps.now().toISOString(),
    kind: 'notice-resent',
    actorEmail: user.email,
    text: outcome === 'sent' ? 'Notice re-sent by hand' : `Notice re-send tried by hand: ${outcome}`,
  });
  if (outcome === 'not-sent') throw new UserFacingError(INBOX_MESSAGES.noticeNotSent);
  return view(deps, id);
}

export const EXPORT_COLUMNS: readonly CsvColumn<ConsultationRecord>[] = [
  { header: 'Received', value: (r) => r.createdAt },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Client type', value: (r) => r.typeOfClient },
  { header: 'Language', value: (r) => CONSULTATION_LANGUAGES[r.language] },
  { header: 'Status', value: (r) => LEAD_STATUSES[r.leadStatus] },
  { header: 'Assignee', value: (r) => r.assigneeEmail },
  { header: 'Follow up on', value: (r) => r.followUpOn },
  { header: 'First contact', value: (r) => r.firstContactAt },
  { header: 'Message', value: (r) => r.message },
  { header: 'Page', value: (r) => r.sourcePage },
  { header: 'Referrer', value: (r) => r.referrer },
  { header: 'utm_source', value: (r) => r.utmSource },
  { header: 'utm_medium', value: (r) => r.utmMedium },
  { header: 'utm_campaign', value: (r) => r.utmCampaign },
  { header: 'Possible duplicate of', value: (r) => r.duplicateOf },
  { header: 'Request id', value: (r) => r._id },
];

export interface ExportLink {
  url: string;
  count: number;
}

/**
 * The filtered view as CSV (administrators only), stored privately and handed out as a short-lived link,
 * so no export runs into a response size limit. Audited, and put on each exported request's timeline,
 * before the link leaves the server.
 */
export async function exportInbox(
  actor: AdministratorActor,
  filter: RequestedInboxFilter,
  deps: WorkDeps & { store: InboxStore; publish(name: string, csv: string): Promise<string> },
): Promise<ExportLink> {
  const { user } = actor;
  const view = checkInboxFilter(filter);
  const rows: ConsultationRecord[] = [];
  for await (const record of deps.store.listAll(view)) rows.push(record);
  const now = deps.now();
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const filterText = [
    filter.notice ? `notice: ${filter.notice}` : '',
    filter.status ? `status: ${filter.status}` : '',
    filter.assigneeEmail ? `assignee: ${filter.assigneeEmail}` : '',
    filter.search ? 'search' : '',
    view.language ? `language: ${view.language}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  await deps.audit.record(
    auditEvent(
      actor,
      'consultations.exported',
      undefined,
      `${rows.length} requests${filterText ? `; ${filterText}` : ''}`,
    ),
  );
  await deps.store.appendEventToAll(
    rows.map((record) => record._id),
    { at: now.toISOString(), kind: 'exported', actorEmail: user.email, text: 'Included in a CSV export' },
  );
  const url = await deps.publish(`consultations-${stamp}.csv`, toCsv(EXPORT_COLUMNS, rows));
  return { url, count: rows.length };
}
