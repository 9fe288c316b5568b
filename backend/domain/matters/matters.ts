/**
 * Opening a matter from a lead, and its statute-of-limitations deadline: proposed by the rules
 * (limitations.ts) from the matter's facts, verified by the responsible attorney or an administrator, and
 * unverified again as soon as a fact the proposal used changes. A matter opens only from a lead whose conflict
 * check is cleared: the server refuses otherwise, whatever the screen shows.
 */
import { isConflictCleared } from '../../contract/conflicts';
import {
  DEFENDANT_KINDS,
  LIMITATION_DEADLINE_ID,
  MATTER_LIMITS,
  MATTER_PHASES,
  MATTER_MESSAGES,
  isMatterPhase,
  type MatterPhase,
} from '../../contract/matters';
import type { Page } from '../../contract/paging';
import { staffEvent } from '../audit/audit-context';
import { auditEntryView } from '../audit/audit-log';
import type { AuditAction, AuditEntryView } from '../../contract/audit';
import type { StaffActor } from '../auth/callers';
import { UserFacingError } from '../errors';
import {
  acknowledgementHolds,
  isDeadlineOpen,
  isOtherDeadlineOpen,
  limitationDeadline,
  openDeadlinesOfMatter,
  type OpenDeadline,
} from './deadlines';
import {
  isCivilDate,
  proposeLimitationDeadline,
  type DefendantKind,
  type LimitationFacts,
} from './limitations';
import type { MatterDependencies, MatterFilter } from './ports';
import type { MatterRecord, MatterView } from './records';

const isDefendantKind = (value: string): value is DefendantKind => Object.hasOwn(DEFENDANT_KINDS, value);

/** What staff enter about a claim; optional dates may be empty. */
export interface MatterFactsInput {
  incidentDate: string;
  clientBirthDate?: string | null;
  defendantKind: string;
  claimPresentedOn?: string | null;
}

/** The facts as the rules read them, or the message that says what is wrong with them. */
export function checkedFacts(input: MatterFactsInput, today: string): LimitationFacts {
  const optional = (value: string | null | undefined) => value?.trim() || null;
  const facts = {
    incidentDate: input.incidentDate.trim(),
    clientBirthDate: optional(input.clientBirthDate),
    defendantKind: input.defendantKind,
    claimPresentedOn: optional(input.claimPresentedOn),
  };
  for (const date of [facts.incidentDate, facts.clientBirthDate, facts.claimPresentedOn]) {
    if (date !== null && !isCivilDate(date)) throw new UserFacingError(MATTER_MESSAGES.badDate);
  }
  if (facts.incidentDate > today) throw new UserFacingError(MATTER_MESSAGES.futureIncident);
  if (facts.clientBirthDate && facts.clientBirthDate > facts.incidentDate)
    throw new UserFacingError(MATTER_MESSAGES.birthAfterIncident);
  if (!isDefendantKind(facts.defendantKind)) throw new UserFacingError(MATTER_MESSAGES.unknownDefendant);
  return { ...facts, defendantKind: facts.defendantKind };
}

function checkedClaimType(raw: string): string {
  const claimType = raw.trim().replace(/\s+/g, ' ');
  if (!claimType) throw new UserFacingError(MATTER_MESSAGES.claimTypeRequired);
  if (claimType.length > MATTER_LIMITS.claimTypeMaxLength)
    throw new UserFacingError(MATTER_MESSAGES.claimTypeTooLong);
  return claimType;
}

/** The matter as the API answers it: an acknowledgement of a date the deadline no longer has is left out. */
export function matterView(matter: MatterRecord): MatterView {
  const { deadlineAcknowledgement, deadlines = [], ...rest } = matter;
  return {
    ...rest,
    ...(deadlineAcknowledgement && acknowledgementHolds(matter) ? { deadlineAcknowledgement } : {}),
    deadlineOpen: isDeadlineOpen(matter),
    deadlines: deadlines.map(({ acknowledgement, ...deadline }) => ({
      ...deadline,
      ...(acknowledgement?.date === deadline.date ? { acknowledgement } : {}),
      open: isOtherDeadlineOpen(deadline, matter),
    })),
  };
}

/** How the audit log names a matter as the target of an entry. */
const MATTER_TARGET_TYPE = 'matter';

export const matterTarget = (matter: Pick<MatterRecord, 'id' | 'clientName'>) => ({
  type: MATTER_TARGET_TYPE,
  id: matter.id,
  label: matter.clientName,
});

export interface OpenMatterInput {
  leadId: string;
  claimType: string;
  responsibleAttorney: string;
  facts: MatterFactsInput;
}

/**
 * Opens the lead's matter, in the intake phase, with its limitation deadline proposed and not yet verified,
 * and links the client's folder in the File Manager (made if the client has none yet).
 */
export async function openMatter(
  actor: StaffActor,
  { input }: { input: OpenMatterInput },
  deps: MatterDependencies,
): Promise<MatterView> {
  const lead = await deps.leads.lead(input.leadId);
  if (!lead) throw new UserFacingError(MATTER_MESSAGES.leadNotFound, 'NotFound');
  if (!isConflictCleared(lead.conflictState))
    throw new UserFacingError(MATTER_MESSAGES.notCleared, 'Conflict');
  const facts = checkedFacts(input.facts, await deps.today());
  const claimType = checkedClaimType(input.claimType);
  const responsibleAttorney = input.responsibleAttorney.trim().toLowerCase();
  if (!(await deps.isActiveStaff(responsibleAttorney)))
    throw new UserFacingError('Choose the responsible attorney from the firm’s staff.');
  const clientName = `${lead.firstName} ${lead.lastName}`.trim();
  // Found or made before the matter is kept: a second try finds the folder the first one made.
  const clientFolder = await deps.clientFolder(actor, clientName);
  const matter: MatterRecord = {
    id: lead.id,
    clientName,
    clientFolder,
    claimType,
    phase: 'intake' satisfies MatterPhase,
    responsibleAttorney,
    facts,
    limitation: proposeLimitationDeadline(facts),
    openedAt: deps.now().toISOString(),
    openedBy: actor.user.email,
    version: 1,
  };
  // Audited before it is kept: no matter exists without the record of who opened it.
  await deps.audit.record(
    staffEvent(actor, 'matters.opened', {
      target: matterTarget(matter),
      detail: `${claimType}; limitation proposed ${matter.limitation.date}`,
    }),
  );
  if (!(await deps.matters.create(matter)))
    throw new UserFacingError(MATTER_MESSAGES.alreadyOpen, 'Conflict');
  return matterView(matter);
}

/** Whether `actor` may verify or acknowledge the matter's deadline: its responsible attorney or an administrator. */
export const mayAttest = (actor: StaffActor, matter: Pick<MatterRecord, 'responsibleAttorney'>) =>
  actor.user.email === matter.responsibleAttorney || actor.user.isAdmin;

/**
 * Audits a change to a matter and stores it, if the matter is still at the version the change was made from;
 * answers the new matter as the API shows it.
 */
export async function saveChange(
  actor: StaffActor,
  previous: MatterRecord,
  next: MatterRecord,
  change: { action: AuditAction; detail: string },
  deps: Pick<MatterDependencies, 'matters' | 'audit'>,
): Promise<MatterView> {
  await deps.audit.record(
    staffEvent(actor, change.action, { target: matterTarget(previous), detail: change.detail }),
  );
  if (!(await deps.matters.update(next, previous)))
    throw new UserFacingError(MATTER_MESSAGES.changedBySomeoneElse, 'Conflict');
  return matterView(next);
}

export async function existingMatter(
  matterId: string,
  deps: Pick<MatterDependencies, 'matters'>,
): Promise<MatterRecord> {
  const matter = matterId.length <= 64 ? await deps.matters.get(matterId) : undefined;
  if (!matter) throw new UserFacingError(MATTER_MESSAGES.notFound, 'NotFound');
  return matter;
}

/** The matter with this id (staff read any matter). */
export async function findMatter(
  _actor: StaffActor,
  { id }: { id: string },
  deps: Pick<MatterDependencies, 'matters'>,
): Promise<MatterView> {
  return matterView(await existingMatter(id, deps));
}

/** Whether the verification still holds for `next`: no fact the verified proposal used has changed. */
export function verificationHolds(previous: MatterRecord, facts: LimitationFacts): boolean {
  return previous.limitation.factsUsed.every(
    (fact) => (previous.facts[fact] ?? null) === (facts[fact] ?? null),
  );
}

/**
 * Changes the facts the deadline is proposed from. The deadline is proposed again; a lawyer's verification
 * is dropped when a fact the verified proposal used changed (or a fact it did not use now counts).
 */
export async function changeMatterFacts(
  actor: StaffActor,
  { matterId, version, facts: input }: { matterId: string; version: number; facts: MatterFactsInput },
  deps: MatterDependencies,
): Promise<MatterView> {
  const previous = await existingMatter(matterId, deps);
  if (previous.version !== version)
    throw new UserFacingError(MATTER_MESSAGES.changedBySomeoneElse, 'Conflict');
  const facts = checkedFacts(input, await deps.today());
  const limitation = proposeLimitationDeadline(facts);
  const holds =
    verificationHolds(previous, facts) &&
    limitation.factsUsed.every((fact) => previous.limitation.factsUsed.includes(fact)) &&
    limitation.date === previous.limitation.date;
  const { verification: _dropped, ...rest } = previous;
  const next: MatterRecord = {
    ...rest,
    facts,
    limitation,
    ...(holds && previous.verification ? { verification: previous.verification } : {}),
    version: previous.version + 1,
  };
  const dropped = previous.verification && !next.verification;
  return saveChange(
    actor,
    previous,
    next,
    {
      action: 'matters.facts-changed',
      detail: `limitation proposed ${previous.limitation.date} -> ${limitation.date}${dropped ? '; verification dropped' : ''}`,
    },
    deps,
  );
}

/**
 * A lawyer's verification of the proposed deadline: the responsible attorney or an administrator, against
 * the proposal they read (`proposedDate`; a proposal changed since is refused). A date other than the
 * proposed one needs a note saying why.
 */
export async function verifyLimitation(
  actor: StaffActor,
  {
    matterId,
    proposedDate,
    date,
    note,
  }: { matterId: string; proposedDate: string; date: string; note?: string | null },
  deps: MatterDependencies,
): Promise<MatterView> {
  const matter = await existingMatter(matterId, deps);
  if (!mayAttest(actor, matter)) throw new UserFacingError(MATTER_MESSAGES.notVerifier, 'Forbidden');
  if (proposedDate !== matter.limitation.date)
    throw new UserFacingError(MATTER_MESSAGES.changedSince, 'Conflict');
  if (!isCivilDate(date)) throw new UserFacingError(MATTER_MESSAGES.badDate);
  const why = note?.trim() ?? '';
  if (why.length > MATTER_LIMITS.noteMaxLength) throw new UserFacingError(MATTER_MESSAGES.noteTooLong);
  if (date !== proposedDate && !why) throw new UserFacingError(MATTER_MESSAGES.overrideNeedsNote);
  const next: MatterRecord = {
    ...matter,
    verification: {
      date,
      proposedDate,
      by: actor.user.email,
      at: deps.now().toISOString(),
      ...(why ? { note: why } : {}),
    },
    version: matter.version + 1,
  };
  return saveChange(
    actor,
    matter,
    next,
    {
      action: 'matters.limitation-verified',
      detail:
        date === proposedDate ? `verified ${date} as proposed` : `set ${date} (proposed ${proposedDate})`,
    },
    deps,
  );
}

/**
 * The responsible attorney or an administrator says they saw an open deadline's date (`date`, as their
 * screen showed it; a date changed since is refused), which stops the administrators' daily mails about it
 * (reminders.ts) until the date changes: the limitation deadline, or the added deadline `deadlineId`.
 * Acknowledging the date already acknowledged changes nothing.
 */
export async function acknowledgeDeadline(
  actor: StaffActor,
  { matterId, date, deadlineId }: { matterId: string; date: string; deadlineId?: string | null },
  deps: Pick<MatterDependencies, 'matters' | 'audit' | 'now'>,
): Promise<MatterView> {
  const matter = await existingMatter(matterId, deps);
  if (!mayAttest(actor, matter)) throw new UserFacingError(MATTER_MESSAGES.notAcknowledger, 'Forbidden');
  const acknowledgement = { date, by: actor.user.email, at: deps.now().toISOString() };
  if (deadlineId && deadlineId !== LIMITATION_DEADLINE_ID) {
    const deadline = matter.deadlines?.find((candidate) => candidate.id === deadlineId);
    if (!deadline) throw new UserFacingError(MATTER_MESSAGES.deadlineNotFound, 'NotFound');
    if (!isOtherDeadlineOpen(deadline, matter))
      throw new UserFacingError(MATTER_MESSAGES.nothingToAcknowledge, 'Conflict');
    if (date !== deadline.date)
      throw new UserFacingError(MATTER_MESSAGES.acknowledgedDateChanged, 'Conflict');
    if (deadline.acknowledgement?.date === date) return matterView(matter);
    const next: MatterRecord = {
      ...matter,
      deadlines: (matter.deadlines ?? []).map((candidate) =>
        candidate.id === deadlineId
          ? { ...candidate, acknowledgement, revision: candidate.revision + 1 }
          : candidate,
      ),
      version: matter.version + 1,
    };
    return saveChange(
      actor,
      matter,
      next,
      { action: 'matters.deadline-acknowledged', detail: `${deadline.title}: acknowledged ${date}` },
      deps,
    );
  }
  if (!isDeadlineOpen(matter)) throw new UserFacingError(MATTER_MESSAGES.nothingToAcknowledge, 'Conflict');
  const deadline = limitationDeadline(matter);
  if (date !== deadline.date) throw new UserFacingError(MATTER_MESSAGES.acknowledgedDateChanged, 'Conflict');
  if (acknowledgementHolds(matter)) return matterView(matter);
  const next: MatterRecord = {
    ...matter,
    deadlineAcknowledgement: acknowledgement,
    version: matter.version + 1,
  };
  return saveChange(
    actor,
    matter,
    next,
    {
      action: 'matters.deadline-acknowledged',
      detail: `acknowledged ${date}${deadline.verified ? '' : ' (not verified)'}`,
    },
    deps,
  );
}

/**
 * The open deadlines a phase change would close unmet: the limitation deadline when the matter leaves the
 * phases before suit other than by filing (litigation is what that deadline asks for: to settlement or to
 * closed), and every deadline staff added when the matter closes.
 */
export function deadlinesClosedBy(previous: MatterRecord, phase: MatterPhase): OpenDeadline[] {
  const next = { ...previous, phase };
  const stillOpen = new Set(openDeadlinesOfMatter(next).map((deadline) => deadline.deadlineId));
  return openDeadlinesOfMatter(previous).filter(
    (deadline) =>
      !stillOpen.has(deadline.deadlineId) &&
      !(deadline.deadlineId === LIMITATION_DEADLINE_ID && phase === 'litigation'),
  );
}

/**
 * Moves a matter to another phase. A change that closes an open deadline without meeting it (deadlinesClosedBy)
 * is refused, naming the deadlines, unless the person confirms it: a matter closed by mistake would drop its
 * deadlines from the critical deadlines and the reminders.
 */
export async function changeMatterPhase(
  actor: StaffActor,
  {
    matterId,
    version,
    phase,
    confirmOpenDeadline,
    clientNote,
  }: {
    matterId: string;
    version: number;
    phase: string;
    confirmOpenDeadline?: boolean | null;
    clientNote?: string | null;
  },
  deps: Pick<MatterDependencies, 'matters' | 'audit' | 'now' | 'clientUpdates'>,
): Promise<MatterView> {
  if (!isMatterPhase(phase)) throw new UserFacingError(MATTER_MESSAGES.unknownPhase);
  const note = clientNote?.trim() ?? '';
  if (note.length > MATTER_LIMITS.noteMaxLength) throw new UserFacingError(MATTER_MESSAGES.noteTooLong);
  const previous = await existingMatter(matterId, deps);
  if (previous.version !== version)
    throw new UserFacingError(MATTER_MESSAGES.changedBySomeoneElse, 'Conflict');
  if (previous.phase === phase) throw new UserFacingError(MATTER_MESSAGES.alreadyInPhase, 'Conflict');
  const closing = deadlinesClosedBy(previous, phase);
  if (closing.length && !confirmOpenDeadline) {
    const [only] = closing;
    throw new UserFacingError(
      closing.length === 1 && only?.deadlineId === LIMITATION_DEADLINE_ID
        ? phase === 'closed'
          ? MATTER_MESSAGES.closingWithOpenDeadline(only.date)
          : MATTER_MESSAGES.leavingWithOpenDeadline(only.date, MATTER_PHASES[phase])
        : MATTER_MESSAGES.closingWithOpenDeadlines(closing),
      'Conflict',
    );
  }
  const closed = closing.map((deadline) =>
    deadline.deadlineId === LIMITATION_DEADLINE_ID
      ? `the limitation deadline ${deadline.date}`
      : `${deadline.title} ${deadline.date}`,
  );
  const { clientNote: _earlierNote, ...kept } = previous;
  const next: MatterRecord = {
    ...kept,
    phase,
    phaseChangedAt: deps.now().toISOString(),
    ...(note ? { clientNote: note } : {}),
    version: previous.version + 1,
  };
  const changed = await saveChange(
    actor,
    previous,
    next,
    {
      action: 'matters.phase-changed',
      detail: `phase ${previous.phase} -> ${phase}${closed.length ? `; closed with ${closed.join(', ')} open, confirmed` : ''}${note ? '; with a note to the client' : ''}`,
    },
    deps,
  );
  await deps.clientUpdates.phaseChanged(next);
  return changed;
}

/** A page of matters, newest opened first, of one phase, one responsible attorney, both or neither (staff). */
export async function listMatters(
  _actor: StaffActor,
  {
    phase,
    responsibleAttorney,
    cursor,
  }: { phase?: string | null; responsibleAttorney?: string | null; cursor?: string | null },
  deps: Pick<MatterDependencies, 'matters'>,
): Promise<Page<MatterView>> {
  const filter: MatterFilter = {};
  if (phase) {
    if (!isMatterPhase(phase)) throw new UserFacingError(MATTER_MESSAGES.unknownPhase);
    filter.phase = phase;
  }
  const attorney = responsibleAttorney?.trim().toLowerCase();
  if (attorney) filter.responsibleAttorney = attorney;
  const page = await deps.matters.list(filter, { cursor, limit: MATTER_LIMITS.pageSize });
  return { items: page.items.map(matterView), nextCursor: page.nextCursor ?? null };
}

/** Every open deadline (the limitation deadlines and the ones staff added), the earliest first, a page at a time (staff). */
export async function listCriticalDeadlines(
  _actor: StaffActor,
  { cursor }: { cursor?: string | null },
  deps: Pick<MatterDependencies, 'matters'>,
): Promise<Page<OpenDeadline>> {
  const page = await deps.matters.openDeadlines({ cursor, limit: MATTER_LIMITS.pageSize });
  return { items: page.items, nextCursor: page.nextCursor ?? null };
}

/** Entries of a matter's timeline a page. */
const TIMELINE_PAGE_SIZE = 20;

/**
 * A matter's timeline, newest first: every audited change to it (opened, facts changed, verified, phase
 * changed, acknowledged), with who and when, read from the audit log by target. Any staff user reads it, as
 * they read the matter.
 */
export async function listMatterTimeline(
  _actor: StaffActor,
  { matterId, cursor }: { matterId: string; cursor?: string | null },
  deps: Pick<MatterDependencies, 'matters' | 'auditEntries'>,
): Promise<Page<AuditEntryView>> {
  await existingMatter(matterId, deps);
  const page = await deps.auditEntries.list({
    target: { type: MATTER_TARGET_TYPE, id: matterId },
    cursor,
    limit: TIMELINE_PAGE_SIZE,
  });
  return { items: page.items.map(auditEntryView), nextCursor: page.nextCursor ?? null };
}
