/**
 * The dashboard's "Waiting for first contact": New leads already past the firm's first-contact minutes
 * (their first alert went out), oldest first, so whoever opens the dashboard sees who to call now.
 */
import type { ConsultationSummary } from '../../contract/consultation-inbox';
import type { StaffActor } from '../auth/callers';
import type { Clock } from '../clock';
import type { FirstContactStore } from './first-contact';
import { toSummary } from './inbox';

/** As many as the panel shows; the inbox's New filter lists them all. */
export const AWAITING_CONTACT_SHOWN = 10;

export async function listLeadsAwaitingContact(
  _actor: StaffActor,
  _args: Record<string, never>,
  deps: { leads: Pick<FirstContactStore, 'alertedLeads'>; now: Clock },
): Promise<ConsultationSummary[]> {
  const now = deps.now();
  return (await deps.leads.alertedLeads(AWAITING_CONTACT_SHOWN)).map((record) => toSummary(record, now));
}
