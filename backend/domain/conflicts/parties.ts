/**
 * What staff do with a lead's parties: see them with the conflict check, add one, remove one, and decide on
 * what the check found (cleared, flagged or declined, with a reason). Every change runs the check again;
 * every change and decision is audited and lands on the lead's timeline. The client the public form named is
 * added by the system when the lead arrives (`fileClientOfLead`).
 */
import { staffEvent } from '../audit/audit-context';
import { randomUUID } from 'node:crypto';
import {
  CONFLICT_LIMITS,
  CONFLICT_MESSAGES,
  CONFLICT_STATES,
  PARTY_ROLES,
  isConflictOutcome,
  isPartyKind,
  isPartyRole,
  type ConflictOutcome,
} from '../../contract/conflicts';
import type { TimelineEvent } from '../../contract/consultation-inbox';
import type { AuditEvent, AuditLog } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import { isEmail } from '../auth/new-user';
import { UserFacingError } from '../errors';
import { runConflictCheck, type CheckDeps } from './conflict-check';
import { organisationKey } from './party-names';
import { searchTermsOf } from './matching';
import type { CheckRecord, PartyRecord } from './records';

export interface PartiesDeps extends CheckDeps {
  audit: AuditLog;
  timeline: (caseId: string, event: TimelineEvent) => Promise<void>;
}

export interface PartyInput {
  kind: string;
  name: string;
  role: string;
  email?: string | null;
  phone?: string | null;
}

export interface CaseParties {
  caseId: string;
  parties: PartyRecord[];
  check:
    | Omit<CheckRecord, 'caseId' | 'searchedTerms'>
    | { state: 'pending'; hits: []; moreHits: 0; notSearched: [] };
}

/** The party as the form or a person gave it, trimmed and checked; a clear message for each mistake. */
export function checkPartyInput(
  input: PartyInput,
): Pick<PartyRecord, 'kind' | 'name' | 'role' | 'email' | 'phone'> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) throw new UserFacingError(CONFLICT_MESSAGES.nameRequired);
  if (name.length > CONFLICT_LIMITS.nameMaxLength) throw new UserFacingError(CONFLICT_MESSAGES.nameTooLong);
  if (!isPartyKind(input.kind)) throw new UserFacingError(CONFLICT_MESSAGES.kindInvalid);
  if (!isPartyRole(input.role)) throw new UserFacingError(CONFLICT_MESSAGES.roleInvalid);
  const email = input.email?.trim() || undefined;
  if (email !== undefined && !isEmail(email)) throw new UserFacingError(CONFLICT_MESSAGES.emailInvalid);
  const phone = input.phone?.trim() || undefined;
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (phone !== undefined && (digits.length < 7 || phone.length > CONFLICT_LIMITS.phoneMaxLength))
    throw new UserFacingError(CONFLICT_MESSAGES.phoneInvalid);
  return {
    kind: input.kind,
    name,
    role: input.role,
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
  };
}

function auditEvent(actor: StaffActor, action: AuditEvent['action'], caseId: string, detail: string) {
  return staffEvent(actor, action, { target: { type: 'consultation', id: caseId }, detail });
}

async function existingCase(caseId: string, deps: PartiesDeps) {
  const found = caseId.length <= 64 ? (await deps.cases.describe([caseId])).get(caseId) : undefined;
  if (!found) throw new UserFacingError(CONFLICT_MESSAGES.leadNotFound, 'NotFound');
  return found;
}

function viewOf(caseId: string, parties: PartyRecord[], check: CheckRecord | undefined): CaseParties {
  if (!check) return { caseId, parties, check: { state: 'pending', hits: [], moreHits: 0, notSearched: [] } };
  const { caseId: _caseId, searchedTerms: _terms, ...shown } = check;
  return { caseId, parties, check: shown };
}

/** A lead's parties and its check as it stands (staff). */
export async function caseParties(
  _actor: StaffActor,
  { caseId }: { caseId: string },
  deps: PartiesDeps,
): Promise<CaseParties> {
  await existingCase(caseId, deps);
  const [parties, check] = await Promise.all([deps.parties.parties(caseId), deps.parties.check(caseId)]);
  return viewOf(caseId, parties, check);
}

function describeCheck(check: CheckRecord): string {
  if (check.state === 'possible')
    return `Conflict check: ${check.hits.length + check.moreHits} possible match(es) in other cases`;
  return `Conflict check: ${CONFLICT_STATES[check.state].toLowerCase()}`;
}

/**
 * Checks the case again on its parties as stored after the change, read afresh rather than taken from the
 * caller: a party a colleague added at the same moment is then in one of the two checks' results.
 */
async function checkAgain(caseId: string, actorEmail: string | null, deps: Omit<PartiesDeps, 'audit'>) {
  const check = await runConflictCheck(caseId, deps);
  await deps.timeline(caseId, {
    at: check.checkedAt,
    kind: 'conflict-checked',
    actorEmail,
    text: describeCheck(check),
  });
  return check;
}

export async function addParty(
  actor: StaffActor,
  { caseId, party }: { caseId: string; party: PartyInput },
  deps: PartiesDeps,
): Promise<CaseParties> {
  const checked = checkPartyInput(party);
  await existingCase(caseId, deps);
  const existing = await deps.parties.parties(caseId);
  if (existing.length >= CONFLICT_LIMITS.maxParties)
    throw new UserFacingError(CONFLICT_MESSAGES.tooManyParties);
  const record: PartyRecord = {
    caseId,
    id: randomUUID(),
    ...checked,
    addedBy: actor.user.email,
    addedAt: deps.now().toISOString(),
  };
  await deps.parties.putParty(record, searchTermsOf(record));
  const role = PARTY_ROLES[record.role];
  await deps.timeline(caseId, {
    at: record.addedAt,
    kind: 'party-added',
    actorEmail: actor.user.email,
    text: `${record.name} added as ${role}`,
  });
  // The audit names the role, not the person: the timeline, which only staff with the lead see, names them.
  await deps.audit.recordAfter(auditEvent(actor, 'conflicts.party-added', caseId, role));
  const check = await checkAgain(caseId, actor.user.email, deps);
  return viewOf(caseId, [...existing, record], check);
}

export async function removeParty(
  actor: StaffActor,
  { caseId, partyId }: { caseId: string; partyId: string },
  deps: PartiesDeps,
): Promise<CaseParties> {
  await existingCase(caseId, deps);
  const party = (await deps.parties.parties(caseId)).find(({ id }) => id === partyId);
  if (!party || !(await deps.parties.deleteParty(caseId, partyId)))
    throw new UserFacingError(CONFLICT_MESSAGES.partyNotFound, 'NotFound');
  const role = PARTY_ROLES[party.role];
  await deps.timeline(caseId, {
    at: deps.now().toISOString(),
    kind: 'party-removed',
    actorEmail: actor.user.email,
    text: `${party.name} (${role}) removed`,
  });
  await deps.audit.recordAfter(auditEvent(actor, 'conflicts.party-removed', caseId, role));
  const check = await checkAgain(caseId, actor.user.email, deps);
  return viewOf(caseId, await deps.parties.parties(caseId), check);
}

/**
 * A person's decision on the check made at `checkedAt`, with a reason. Audited before it is kept (the record
 * of who cleared a conflict must exist), with the hits as they were in the check it decides.
 */
export async function decideConflictCheck(
  actor: StaffActor,
  {
    caseId,
    outcome,
    reason,
    checkedAt,
  }: { caseId: string; outcome: string; reason: string; checkedAt: string },
  deps: PartiesDeps,
): Promise<CaseParties> {
  if (!isConflictOutcome(outcome)) throw new UserFacingError(CONFLICT_MESSAGES.outcomeInvalid);
  const why = reason.trim();
  if (!why) throw new UserFacingError(CONFLICT_MESSAGES.reasonRequired);
  if (why.length > CONFLICT_LIMITS.reasonMaxLength)
    throw new UserFacingError(CONFLICT_MESSAGES.reasonTooLong);
  await existingCase(caseId, deps);
  const check = await deps.parties.check(caseId);
  if (!check || check.state === 'pending') throw new UserFacingError(CONFLICT_MESSAGES.nothingToDecide);
  if (check.checkedAt !== checkedAt)
    throw new UserFacingError(CONFLICT_MESSAGES.changedMeanwhile, 'Conflict');
  const at = deps.now().toISOString();
  const decision = { outcome: outcome satisfies ConflictOutcome, reason: why, by: actor.user.email, at };
  const hitsNamed = check.hits.map((hit) => `${hit.partyName} ~ ${hit.otherPartyName} (${hit.caseId})`);
  await deps.audit.record(
    auditEvent(
      actor,
      'conflicts.decided',
      caseId,
      `${CONFLICT_STATES[outcome]} after the check of ${checkedAt} (${check.hits.length + check.moreHits} hit(s): ${hitsNamed.join('; ') || 'none'})`,
    ),
  );
  if (!(await deps.parties.decide(caseId, checkedAt, { state: outcome, decision })))
    throw new UserFacingError(CONFLICT_MESSAGES.changedMeanwhile, 'Conflict');
  await deps.cases.setConflictState(caseId, outcome);
  await deps.timeline(caseId, {
    at,
    kind: 'conflict-decided',
    actorEmail: actor.user.email,
    text: `${CONFLICT_STATES[outcome]}: ${why}`,
  });
  const parties = await deps.parties.parties(caseId);
  return viewOf(caseId, parties, { ...check, state: outcome, decision });
}

/**
 * The client the public form named becomes the lead's first party, and the check runs: the system does it
 * when a lead arrives (a job the form starts after answering), once (a second run finds the client filed).
 */
export async function fileClientOfLead(
  lead: { _id: string; firstName: string; lastName: string; email: string; phone: string; createdAt: string },
  deps: Omit<PartiesDeps, 'audit'>,
): Promise<CheckRecord | undefined> {
  const existing = await deps.parties.parties(lead._id);
  if (existing.some((party) => party.role === 'client' && party.addedBy === 'visitor')) return undefined;
  const client: PartyRecord = {
    caseId: lead._id,
    id: randomUUID(),
    ...checkPartyInput({
      kind: 'person',
      name: `${lead.firstName} ${lead.lastName}`,
      role: 'client',
      email: lead.email,
      phone: lead.phone,
    }),
    addedBy: 'visitor',
    addedAt: lead.createdAt,
  };
  await deps.parties.putParty(client, searchTermsOf(client));
  return checkAgain(lead._id, null, deps);
}

/** The firm's routine parties: insurers and agencies the firm meets in every case (staff read them). */
export async function routineParties(_actor: StaffActor, _args: unknown, deps: Pick<PartiesDeps, 'parties'>) {
  return deps.parties.routineParties();
}

/**
 * Replaces the firm's routine parties (administrators): one name per entry, trimmed, blanks and repeats (as
 * the check compares them: without Inc., LLC and the like) left out. Audited with how many names and which
 * were added or removed; checks already made keep their result until their parties change.
 */
export async function setRoutineParties(
  actor: StaffActor,
  { names }: { names: string | readonly string[] },
  deps: PartiesDeps,
): Promise<string[]> {
  const kept = new Map<string, string>();
  // GraphQL takes one name where a list is asked for as a list of one.
  for (const raw of typeof names === 'string' ? [names] : names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name) continue;
    if (name.length > CONFLICT_LIMITS.nameMaxLength)
      throw new UserFacingError(CONFLICT_MESSAGES.routineNameTooLong);
    const key = organisationKey(name);
    if (key && !kept.has(key)) kept.set(key, name);
  }
  if (kept.size > CONFLICT_LIMITS.maxRoutineParties)
    throw new UserFacingError(CONFLICT_MESSAGES.tooManyRoutineParties);
  const list = [...kept.values()].sort((a, b) => a.localeCompare(b));
  const before = await deps.parties.routineParties();
  const added = list.filter((name) => !before.includes(name));
  const removed = before.filter((name) => !list.includes(name));
  await deps.audit.record(
    staffEvent(actor, 'conflicts.routine-changed', {
      detail: `${list.length} name(s); added: ${added.join(', ') || 'none'}; removed: ${removed.join(', ') || 'none'}`,
    }),
  );
  await deps.parties.putRoutineParties(list, actor.user.email, deps.now().toISOString());
  return list;
}
