/** An in-memory AuditStore for the domain's unit tests: append-only, like the DynamoDB one. */
import type { AuditEntry, AuditStore } from '../domain/audit/audit-log';

export class MemoryAuditStore implements AuditStore {
  readonly entries: AuditEntry[] = [];
  failing = false;

  async append(entry: AuditEntry): Promise<void> {
    if (this.failing) throw new Error('audit store unavailable');
    if (this.entries.some((existing) => existing.id === entry.id)) throw new Error('duplicate audit id');
    this.entries.push(entry);
  }
}
