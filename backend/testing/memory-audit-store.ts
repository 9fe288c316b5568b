/**
 * An in-memory audit log for the domain's unit tests: append-only like the DynamoDB one, and read newest
 * first by actor, action and dates, a page at a time, as the audit screen reads it.
 */
import { PAGE_SIZE, type Page } from '../contract/paging';
import type { AuditQuery } from '../domain/staff/ports';
import type { AuditEntry, AuditOutbox, AuditStore } from '../domain/audit/audit-log';

export class MemoryAuditStore implements AuditStore {
  readonly entries: AuditEntry[] = [];
  failing = false;

  async append(entry: AuditEntry): Promise<void> {
    if (this.failing) throw new Error('audit store unavailable');
    // Appending an entry already there (the same id) is no error and adds nothing, as in DynamoDB.
    if (this.entries.some((existing) => existing.id === entry.id)) return;
    this.entries.push(entry);
  }

  async list(query: AuditQuery): Promise<Page<AuditEntry>> {
    const action = query.action ?? query.filterAction;
    const matching = this.entries
      .filter(
        (entry) =>
          (!query.actorKey || entry.actorKey === query.actorKey) &&
          (!action || entry.action === action) &&
          (!query.from || entry.at.slice(0, 10) >= query.from) &&
          (!query.to || entry.at.slice(0, 10) <= query.to),
      )
      .sort((a, b) => b.sortKey.localeCompare(a.sortKey));
    const start = query.cursor ? Number(query.cursor) : 0;
    const end = start + (query.limit ?? PAGE_SIZE);
    return { items: matching.slice(start, end), nextCursor: end < matching.length ? String(end) : null };
  }
}

/** The audit outbox in memory: held entries oldest first, a page at a time; it can be made to refuse too. */
export class MemoryAuditOutbox implements AuditOutbox {
  readonly held: AuditEntry[] = [];
  failing = false;

  async hold(entry: AuditEntry) {
    if (this.failing) throw new Error('audit outbox unavailable');
    if (!this.held.some((existing) => existing.id === entry.id)) this.held.push(entry);
    this.held.sort((a, b) => a.sortKey.localeCompare(b.sortKey));
  }

  /** The cursor is the last sort key read, as DynamoDB's is: releasing entries moves no page. */
  async waiting(cursor?: string | null) {
    const after = this.held.filter((entry) => !cursor || entry.sortKey > cursor);
    const items = after.slice(0, PAGE_SIZE);
    return { items, nextCursor: after.length > PAGE_SIZE ? items.at(-1)!.sortKey : null };
  }

  async release(entry: AuditEntry) {
    const index = this.held.findIndex((existing) => existing.id === entry.id);
    if (index >= 0) this.held.splice(index, 1);
  }

  async count() {
    return this.held.length;
  }
}
