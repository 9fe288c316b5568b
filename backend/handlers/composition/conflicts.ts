/** Conflict checks: the parties table, the leads they belong to, their timelines and the audit log. */
import { productClock } from '../../adapters/clock';
import { inboxStore } from '../../adapters/dynamodb/consultation-inbox';
import { leadCases } from '../../adapters/dynamodb/lead-cases';
import { partyStore } from '../../adapters/dynamodb/parties';
import type { PartiesDeps } from '../../domain/conflicts/parties';
import { auditLog } from './shared';

/** A lead's parties and its check, as staff work them. */
export function partiesDependencies(): PartiesDeps {
  return {
    parties: partyStore,
    cases: leadCases,
    now: productClock,
    audit: auditLog(),
    timeline: (caseId, event) => inboxStore.appendEvent(caseId, event),
  };
}

/** The job that files a new lead's client and checks it (no person acts: nothing to audit but the timeline). */
export function leadCheckDependencies(): Omit<PartiesDeps, 'audit'> {
  const { audit: _audit, ...deps } = partiesDependencies();
  return deps;
}

/** The lead a new-lead check starts from, as the form stored it. */
export const leadOf = (id: string) => inboxStore.find(id);
