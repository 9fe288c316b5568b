/**
 * The audit trail every staff feature writes to: who did what to which target, when, from which network,
 * and how it ended. One port (`AuditLog.record`), an append-only store behind it.
 *
 * What happens when the entry cannot be written is decided per action (SECURITY.md, "Audit"):
 * - `record` throws, so the action fails: used where the entry must exist before anything leaves the
 *   server (a download or preview link, an export, opening a lead) and before administrative changes.
 * - `recordAfter` never throws: used for events that already happened and must not be undone by an audit
 *   outage (a sign-in, a wrong password). A failed write is held in the audit outbox (another table), which
 *   the sweeper drains into the log with the entry's own id and time (audit-outbox.ts); only when the outbox
 *   refuses too does the entry go to the function's log as one structured line (`audit-fallback`), so it is
 *   never lost silently and can be replayed.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '../../contract/paging';
import type { Log } from '../log';
import { withoutControlCharacters } from '../../contract/control-characters';
import {
  DEFAULT_AUDIT_RETENTION_DAYS,
  isAuditAction,
  type AuditAction,
  type AuditEntryView,
  type AuditOutcome,
} from '../../contract/audit';

/** A staff user, a signed-out visitor, or the product itself (a schedule acting on nobody's request). */
export type AuditActor = { userId: string; email: string } | 'visitor' | 'system';

export interface AuditEvent {
  action: AuditAction;
  actor: AuditActor;
  /** Default: success. */
  outcome?: AuditOutcome;
  target?: { type: string; id: string; label?: string };
  network?: string;
  userAgent?: string;
  /** Short facts about the change; never a password, code, token, link or document contents. */
  detail?: string;
}

/**
 * The record the log keeps: the view, the acting account's id, and when the retention period ends. How a
 * store finds entries again (by time, actor, target or action) is the store's business.
 */
export interface AuditEntry extends AuditEntryView {
  actorId: string | null;
  /** Epoch seconds: the end of the retention period, after which the store may drop the entry. */
  expiresAt: number;
}

const MAX_TEXT = 300;

/** Whose entries to read: a staff user's (by email), or those of signed-out visitors or of the system. */
export type AuditActorFilter = { email: string } | 'visitor' | 'system';

/** One filtered view of the log, newest first; a store reads it with the most selective filter it holds. */
export interface AuditQuery {
  actor?: AuditActorFilter;
  target?: { type: string; id: string };
  action?: AuditAction;
  /** Days (YYYY-MM-DD) or ISO times, both ends inclusive. */
  from?: string;
  to?: string;
  cursor?: string | null;
  limit?: number;
}

export interface AuditReader {
  list(query: AuditQuery): Promise<Page<AuditEntry>>;
}

export interface AuditStore {
  /**
   * Appends one entry; never overwrites. An entry already there under its id is no error (ids are random
   * UUIDs: it is this entry), so appending again what the outbox held is safe.
   */
  append(entry: AuditEntry): Promise<void>;
}

/** Entries whose write failed, waiting to be appended by the sweeper (oldest first). */
export interface AuditOutbox {
  hold(entry: AuditEntry): Promise<void>;
  /** One page of held entries, oldest first. */
  waiting(cursor?: string | null): Promise<{ items: AuditEntry[]; nextCursor?: string | null }>;
  release(entry: AuditEntry): Promise<void>;
  count(): Promise<number>;
}

export interface AuditLog {
  record(event: AuditEvent): Promise<void>;
  recordAfter(event: AuditEvent): Promise<void>;
}

export class AuditWriteError extends Error {
  override name = 'AuditWriteError';
}

function clip(text: string | undefined): string | null {
  if (text === undefined) return null;
  // Control characters would break a log line or a CSV cell; the length keeps an entry small.
  const clean = withoutControlCharacters(text, ' ').trim();
  return clean.length > MAX_TEXT ? `${clean.slice(0, MAX_TEXT - 1)}…` : clean;
}

export function buildAuditEntry(
  event: AuditEvent,
  options: { now: Date; retentionDays?: number; id?: string },
): AuditEntry {
  if (!isAuditAction(event.action)) throw new Error(`Unknown audit action ${String(event.action)}`);
  const at = options.now.toISOString();
  const id = options.id ?? randomUUID();
  const retentionDays = options.retentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS;
  const actor = typeof event.actor === 'string' ? null : event.actor;
  return {
    id,
    at,
    action: event.action,
    outcome: event.outcome ?? 'success',
    actorId: actor?.userId ?? null,
    actorEmail: actor?.email ?? null,
    actorKind: actor ? 'staff' : (event.actor as 'visitor' | 'system'),
    targetType: clip(event.target?.type),
    targetId: clip(event.target?.id),
    targetLabel: clip(event.target?.label),
    network: clip(event.network),
    userAgent: clip(event.userAgent),
    detail: clip(event.detail),
    expiresAt: Math.floor(options.now.getTime() / 1000) + retentionDays * 24 * 60 * 60,
  };
}

export function createAuditLog(
  store: AuditStore,
  options: {
    now?: () => Date;
    retentionDays?: number;
    log: Log;
    outbox?: AuditOutbox;
  },
): AuditLog {
  const now = options.now ?? (() => new Date());
  const { log } = options;
  const build = (event: AuditEvent) =>
    buildAuditEntry(event, { now: now(), retentionDays: options.retentionDays });
  return {
    async record(event) {
      const entry = build(event);
      try {
        await store.append(entry);
      } catch (error) {
        log.error('audit-write-failed', { action: entry.action });
        throw new AuditWriteError(`Could not record ${entry.action}`, { cause: error });
      }
    },
    async recordAfter(event) {
      const entry = build(event);
      try {
        await store.append(entry);
        return;
      } catch (error) {
        try {
          if (!options.outbox) throw error;
          await options.outbox.hold(entry);
          log.warn('audit-held', { id: entry.id, error: String(error) });
        } catch (outboxError) {
          // Lost unless an operator replays it: the line names the entry, never the person or the network.
          log.error('audit-entry-lost', {
            id: entry.id,
            action: entry.action,
            at: entry.at,
            actorId: entry.actorId,
            targetType: entry.targetType,
            targetId: entry.targetId,
            error: String(outboxError),
          });
        }
      }
    },
  };
}

/** The part of an entry a person sees (the account id and the expiry stay inside the log). */
export function auditEntryView(entry: AuditEntry): AuditEntryView {
  const { actorId: _actorId, expiresAt: _expiresAt, ...view } = entry;
  return view;
}
