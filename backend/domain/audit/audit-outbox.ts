/**
 * Draining the audit outbox: entries whose write failed were held there (audit-log.ts `recordAfter`); the
 * sweeper appends each to the log with its own id and time, then lets it go. Appending an entry already in
 * the log is no error, so a drain that stopped half-way, or two at once, add nothing twice. While the log
 * still refuses, the drain stops at the first refusal and tries again on its next run.
 */
import type { AuditOutbox, AuditStore } from './audit-log';

export interface AuditDrainDependencies {
  store: AuditStore;
  outbox: AuditOutbox;
}

/** Returns how many entries reached the log, and how many still wait (for the operators' alarm). */
export async function drainAuditOutbox(
  deps: AuditDrainDependencies,
): Promise<{ delivered: number; waiting: number }> {
  let delivered = 0;
  let cursor: string | null | undefined;
  let refused = false;
  do {
    const page = await deps.outbox.waiting(cursor);
    for (const entry of page.items) {
      refused = !(await deps.store.append(entry).then(
        () => true,
        () => false,
      ));
      if (refused) break;
      await deps.outbox.release(entry);
      delivered += 1;
    }
    cursor = page.nextCursor;
  } while (cursor && !refused);
  return { delivered, waiting: await deps.outbox.count() };
}
