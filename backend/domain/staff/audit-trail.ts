/**
 * /audit: administrators read the audit log newest first, filtered by person, action and dates, one page
 * at a time, and export the filtered view as a spreadsheet-safe CSV. Each read is one index Query (the
 * most selective key the filter gives), so a page costs the same however long the log grows.
 */
import { AUDIT_ACTIONS, isAuditAction } from '../../contract/audit';
import { AUDIT_EXPORT_LIMIT, staffMessages, type AuditFilter, type AuditPage } from '../../contract/staff';
import { actorOf, clientFields } from '../audit/audit-context';
import { auditEntryView, type AuditEntry, type AuditQuery } from '../audit/audit-log';
import type { AdministratorActor } from '../auth/callers';
import { normaliseEmail } from '../auth/user';
import { UserFacingError } from '../errors';
import { toCsv, type CsvColumn } from '../export/csv';
import type { StaffDependencies } from './ports';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkedDate(value: string | null | undefined): string | undefined {
  const date = value?.trim();
  if (!date) return undefined;
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new UserFacingError(staffMessages.invalidDate);
  }
  return date;
}

/** A filter as a caller sends it (the schema's strings), for `auditQueryOf` to check. */
type RequestedAuditFilter = { [Key in keyof AuditFilter]?: string | null };

/** The filter as the log's query: a person ("visitor" and "system" name those actors), an action, dates. */
export function auditQueryOf(filter: RequestedAuditFilter | null | undefined): AuditQuery {
  const actorEmail = filter?.actorEmail?.trim();
  const action = filter?.action ?? undefined;
  if (action !== undefined && !isAuditAction(action))
    throw new UserFacingError('Please choose an action from the list.');
  const from = checkedDate(filter?.from);
  const to = checkedDate(filter?.to);
  if (from && to && from > to) throw new UserFacingError(staffMessages.dateOrder);
  const query: AuditQuery = { action, from, to };
  if (actorEmail) {
    const named = actorEmail.toLowerCase();
    query.actor = named === 'visitor' || named === 'system' ? named : { email: normaliseEmail(actorEmail) };
  }
  return query;
}

export async function listAudit(
  _actor: AdministratorActor,
  { filter, cursor }: { filter?: RequestedAuditFilter | null; cursor?: string | null },
  deps: Pick<StaffDependencies, 'auditEntries'>,
): Promise<AuditPage> {
  const page = await deps.auditEntries.list({ ...auditQueryOf(filter), cursor });
  return { items: page.items.map(auditEntryView), nextCursor: page.nextCursor ?? null };
}

/** Entries read per DynamoDB call while exporting (the screen's pages stay at 10). */
const EXPORT_READ_SIZE = 500;

const CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'Time (UTC)', value: (entry) => entry.at },
  { header: 'Action', value: (entry) => AUDIT_ACTIONS[entry.action] ?? entry.action },
  { header: 'Outcome', value: (entry) => entry.outcome },
  { header: 'Who', value: (entry) => entry.actorEmail ?? auditEntryView(entry).actorKind },
  { header: 'Target', value: (entry) => [entry.targetLabel, entry.targetId].filter(Boolean).join(' / ') },
  { header: 'Network', value: (entry) => entry.network },
  { header: 'Browser', value: (entry) => entry.userAgent },
  { header: 'Detail', value: (entry) => entry.detail },
];

/**
 * The filtered view as CSV, newest first, at most AUDIT_EXPORT_LIMIT entries (the answer says when it
 * stopped there). The export itself is recorded first: nothing leaves the server without its entry.
 */
export async function exportAudit(
  actor: AdministratorActor,
  { filter }: { filter?: RequestedAuditFilter | null },
  deps: Pick<StaffDependencies, 'audit' | 'auditEntries'>,
) {
  const query = auditQueryOf(filter);
  await deps.audit.record({
    action: 'audit.exported',
    actor: actorOf(actor.user),
    detail: JSON.stringify(filter ?? {}),
    ...clientFields(actor),
  });
  const entries: AuditEntry[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await deps.auditEntries.list({
      ...query,
      cursor,
      limit: Math.min(EXPORT_READ_SIZE, AUDIT_EXPORT_LIMIT - entries.length),
    });
    entries.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && entries.length < AUDIT_EXPORT_LIMIT);
  return { csv: toCsv(CSV_COLUMNS, entries), rowCount: entries.length, truncated: Boolean(cursor) };
}
