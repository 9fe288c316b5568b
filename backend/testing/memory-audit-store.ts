/**
 * An in-memory audit log for the domain's unit tests: append-only like the DynamoDB one, and read newest
 * first by actor, action and dates, a page at a time, as the audit screen reads it.
 */
import { PAGE_SIZE, type Page } from '../contract/paging';
import type { AuditQuery } from '../domain/staff/ports';
import type { AuditEntry, AuditStore } from '../domain/audit/audit-log';

export class MemoryAuditStore implements AuditStore {
  readonly entries: AuditEntry[] = [];
  failing = false;

  async append(entry: AuditEntry): Promise<void> {
    if (this.failing) throw new Error('audit store unavailable');
    if (this.entries.some((existing) => existing.id === entry.id)) throw new Error('duplicate audit id');
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
