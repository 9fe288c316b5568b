/**
 * Recomputing the report's counters from the leads themselves, for an operator: after a failure between a
 * lead's write and its counters, after a change of the firm's time zone, or on first deployment. Every
 * non-spam lead is read once (a Query walk of the inbox's time index), its present state counted, and each
 * day's item replaced whole; days that no longer have a lead are removed.
 */
import type { FirmSettings } from '../../contract/firm-settings';
import type { ConsultationRecord } from '../consultations/consultation-record';
import { leadCounters, withSourcesCapped, type Counters } from './lead-aggregates';

export interface RebuildDeps {
  /** Every non-spam lead, in any order. */
  leads: () => AsyncIterable<ConsultationRecord>;
  settings: () => Promise<FirmSettings>;
  /** Replaces the counters of every day with these (days absent from `days` are removed). */
  replaceAll(days: ReadonlyMap<string, Counters>): Promise<void>;
}

/** The counters per day of a set of leads in their present state. */
export async function countersOf(
  leads: AsyncIterable<ConsultationRecord>,
  settings: FirmSettings,
): Promise<{ days: Map<string, Counters>; leads: number }> {
  const days = new Map<string, Counters>();
  let count = 0;
  for await (const lead of leads) {
    const change = leadCounters(lead, settings);
    if (!change) continue;
    count += 1;
    const day = days.get(change.day) ?? {};
    for (const [name, value] of Object.entries(change.counters)) day[name] = (day[name] ?? 0) + value;
    days.set(change.day, day);
  }
  for (const [day, counters] of days) days.set(day, withSourcesCapped(counters));
  return { days, leads: count };
}

export async function rebuildLeadReport(deps: RebuildDeps): Promise<{ leads: number; days: number }> {
  const { days, leads } = await countersOf(deps.leads(), await deps.settings());
  await deps.replaceAll(days);
  return { leads, days: days.size };
}
