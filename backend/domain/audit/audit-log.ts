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

/** The stored record: the view plus the keys of its indexes and its expiry. */
export interface AuditEntry extends Omit<AuditEntryView, 'actorKind'> {
  actorId: string | null;
  /** Index keys: all entries (time), by actor (email or "visitor"), by target ("type#id"), by action. */
  stream: typeof AUDIT_STREAM;
  actorKey: string;
  targetKey?: string;
  /** `at#id`: sorts by time, unique. */
  sortKey: string;
  /** Epoch seconds; DynamoDB deletes the entry after the retention period. */
  expiresAt: number;
}

export const AUDIT_STREAM = 'all';
export const VISITOR_ACTOR_KEY = 'visitor';
export const SYSTEM_ACTOR_KEY = 'system';
const MAX_TEXT = 300;

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
  const entry: AuditEntry = {
    id,
    at,
    action: event.action,
    outcome: event.outcome ?? 'success',
    actorId: actor?.userId ?? null,
    actorEmail: actor?.email ?? null,
    targetType: clip(event.target?.type),
    targetId: clip(event.target?.id),
    targetLabel: clip(event.target?.label),
    network: clip(event.network),
    userAgent: clip(event.userAgent),
    detail: clip(event.detail),
    stream: AUDIT_STREAM,
    actorKey: actor?.email ?? (event.actor === 'system' ? SYSTEM_ACTOR_KEY : VISITOR_ACTOR_KEY),
    sortKey: `${at}#${id}`,
    expiresAt: Math.floor(options.now.getTime() / 1000) + retentionDays * 24 * 60 * 60,
  };
  if (event.target) entry.targetKey = `${event.target.type}#${event.target.id}`;
  return entry;
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
            target: entry.targetKey,
            error: String(outboxError),
          });
        }
      }
    },
  };
}

/** The part of an entry a person sees (the index keys and expiry stay inside the store). */
export function auditEntryView(entry: AuditEntry): AuditEntryView {
  const {
    actorId: _actorId,
    stream: _stream,
    actorKey: _actorKey,
    targetKey: _targetKey,
    sortKey: _sortKey,
    expiresAt: _expiresAt,
    ...view
  } = entry;
  const actorKind = entry.actorKey === SYSTEM_ACTOR_KEY ? 'system' : entry.actorEmail ? 'staff' : 'visitor';
  return { ...view, actorKind };
}
