/**
 * An in-memory audit log for the domain's unit tests: append-only like the DynamoDB one, and read newest
 * first by actor, target, action and dates, a page at a time, from the entries' own fields
 * (contracts/audit-store-contract.ts holds it to what the DynamoDB adapter does).
 */
import { PAGE_SIZE } from '../contract/paging';
import type { AuditEntry, AuditOutbox, AuditQuery, AuditReader, AuditStore } from '../domain/audit/audit-log';
import { memoryPage } from './memory-page';

/** Newest first; entries of one instant by id, as DynamoDB orders its sort key `at#id`. */
const newestFirst = (a: AuditEntry, b: AuditEntry) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id);
const oldestFirst = (a: AuditEntry, b: AuditEntry) => newestFirst(b, a);

function isByActor(entry: AuditEntry, actor: AuditQuery['actor']): boolean {
  if (!actor) return true;
  if (typeof actor === 'string') return entry.actorKind === actor;
  return entry.actorEmail === actor.email;
}

/** Is `at` within the days or times `from` and `to`, both inclusive? */
function isWithin(at: string, { from, to }: AuditQuery): boolean {
  return (!from || at >= from) && (!to || at.slice(0, to.length) <= to);
}

export class MemoryAuditStore implements AuditStore, AuditReader {
  readonly entries: AuditEntry[] = [];
  failing = false;

  async append(entry: AuditEntry): Promise<void> {
    if (this.failing) throw new Error('audit store unavailable');
    // Appending an entry already there (the same id) is no error and adds nothing, as in DynamoDB.
    if (this.entries.some((existing) => existing.id === entry.id)) return;
    this.entries.push(entry);
  }

  async list(query: AuditQuery) {
    const matching = this.entries
      .filter(
        (entry) =>
          isByActor(entry, query.actor) &&
          (!query.target || (entry.targetType === query.target.type && entry.targetId === query.target.id)) &&
          (!query.action || entry.action === query.action) &&
          isWithin(entry.at, query),
      )
      .sort(newestFirst);
    return memoryPage(matching, query.cursor, query.limit);
  }
}

/** The audit outbox in memory: held entries oldest first, a page at a time; it can be made to refuse too. */
export class MemoryAuditOutbox implements AuditOutbox {
  readonly held: AuditEntry[] = [];
  failing = false;

  async hold(entry: AuditEntry) {
    if (this.failing) throw new Error('audit outbox unavailable');
    if (!this.held.some((existing) => existing.id === entry.id)) this.held.push(entry);
    this.held.sort(oldestFirst);
  }

  /** The cursor names the last entry read, as DynamoDB's does: releasing entries moves no page. */
  async waiting(cursor?: string | null) {
    const last = cursor ? (JSON.parse(cursor) as Pick<AuditEntry, 'at' | 'id'>) : undefined;
    const after = this.held.filter((entry) => !last || oldestFirst(entry, last as AuditEntry) > 0);
    const items = after.slice(0, PAGE_SIZE);
    const lastRead = items.at(-1);
    return {
      items,
      nextCursor:
        after.length > PAGE_SIZE && lastRead ? JSON.stringify({ at: lastRead.at, id: lastRead.id }) : null,
    };
  }

  async release(entry: AuditEntry) {
    const index = this.held.findIndex((existing) => existing.id === entry.id);
    if (index >= 0) this.held.splice(index, 1);
  }

  async count() {
    return this.held.length;
  }
}
