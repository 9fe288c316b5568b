/**
 * The inbox's port in memory, for the domain's own tests: the same contract as the DynamoDB adapter (each
 * view lists what its index would, newest first, a page at a time; changes are conditional on the version
 * the person saw; the counts item moves only by `adjustCounts`), so the inbox rules run without dynalite.
 */
import { LEAD_STATUSES, type LeadStatus, type TimelineEvent } from '../contract/consultation-inbox';
import type { Page } from '../contract/paging';
import {
  comparableEmail,
  comparableLastName,
  comparablePhone,
  type ConsultationRecord,
} from '../domain/consultations/consultation-record';
import type {
  ConsultationChanges,
  ConsultationStore,
  InboxStore,
  InboxView,
} from '../domain/consultations/ports';
import { memoryPage } from './memory-page';

/** What a search compares on a request, by what was typed. */
const SEARCHED = {
  email: (record: ConsultationRecord) => comparableEmail(record.email),
  phone: (record: ConsultationRecord) => comparablePhone(record.phone),
  name: (record: ConsultationRecord) => comparableLastName(record.lastName),
} as const;

/** Whether a request belongs to a view: the index's key, then what the adapter filters on top. */
function inView(record: ConsultationRecord, { search, notice, status, assigneeEmail }: InboxView): boolean {
  const assigned = !assigneeEmail || record.assigneeEmail === assigneeEmail;
  const statusOrNotSpam = status ? record.leadStatus === status : record.leadStatus !== 'spam';
  if (search) return SEARCHED[search.by](record) === search.term && statusOrNotSpam && assigned;
  if (notice) return record.noticeQueue === notice && (!status || record.leadStatus === status) && assigned;
  if (assigneeEmail) return assigned && statusOrNotSpam;
  if (status) return record.leadStatus === status;
  // The unfiltered inbox: every request but those the honeypot caught.
  return !record.spam;
}

export class MemoryInboxStore implements InboxStore, ConsultationStore {
  readonly records = new Map<string, ConsultationRecord>();
  readonly events = new Map<string, TimelineEvent[]>();
  readonly leadCounts = Object.fromEntries(Object.keys(LEAD_STATUSES).map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;

  /** A stored request, counted as the form's write counts it. */
  add(record: ConsultationRecord) {
    this.records.set(record._id, { ...record });
    this.leadCounts[record.leadStatus] += 1;
  }

  async createIfAbsent(record: ConsultationRecord) {
    if (this.records.has(record._id)) return false;
    this.add(record);
    return true;
  }

  /** As the email and phone indexes answer: the newest request since `since`, by email, else by phone. */
  async findRecentByContact(contact: { email: string; phone: string }, since: string) {
    const newestWith = (matches: (record: ConsultationRecord) => boolean) =>
      [...this.records.values()]
        .filter((record) => record.createdAt >= since && matches(record))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((record) => ({ ...record }))[0];
    const phone = comparablePhone(contact.phone);
    return (
      newestWith((record) => comparableEmail(record.email) === comparableEmail(contact.email)) ??
      (phone ? newestWith((record) => comparablePhone(record.phone) === phone) : undefined)
    );
  }

  private viewOf(view: InboxView): ConsultationRecord[] {
    return [...this.records.values()]
      .filter((record) => inView(record, view))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((record) => ({ ...record }));
  }

  async find(id: string) {
    const record = this.records.get(id);
    return record && { ...record };
  }

  async list(view: InboxView, cursor: string | null | undefined): Promise<Page<ConsultationRecord>> {
    return memoryPage(this.viewOf(view), cursor);
  }

  async *listAll(view: InboxView) {
    yield* this.viewOf(view);
  }

  async counts() {
    return { ...this.leadCounts };
  }

  async noticeAttention() {
    const queued = (queue: string) =>
      [...this.records.values()].filter((record) => record.noticeQueue === queue).length;
    return { failed: queued('failed'), sending: queued('sending') };
  }

  async update(id: string, version: number, changes: ConsultationChanges) {
    const record = this.records.get(id);
    if (!record || record.version !== version) return false;
    for (const [field, value] of Object.entries(changes)) {
      if (value === null) delete record[field as keyof ConsultationChanges];
      else if (value !== undefined) Object.assign(record, { [field]: value });
    }
    record.version = version + 1;
    return true;
  }

  async adjustCounts(delta: Partial<Record<LeadStatus, number>>) {
    for (const [status, change] of Object.entries(delta)) this.leadCounts[status as LeadStatus] += change;
  }

  async markOpened(id: string, now: Date) {
    const record = this.records.get(id);
    if (!record?.createdAt || record.openedAt) return false;
    record.openedAt = now.toISOString();
    return true;
  }

  async appendEvent(id: string, event: TimelineEvent) {
    this.events.set(id, [...(this.events.get(id) ?? []), event]);
  }

  async appendEventToAll(ids: readonly string[], event: TimelineEvent) {
    for (const id of ids) await this.appendEvent(id, event);
  }

  async timeline(id: string) {
    return [...(this.events.get(id) ?? [])];
  }

  async releaseStuckNotice(id: string) {
    const record = this.records.get(id);
    if (record?.status !== 'notifying') return false;
    Object.assign(record, { status: 'received', noticeQueue: 'pending' });
    delete record.noticeClaimedAt;
    return true;
  }
}
