/**
 * The deadlines staff add to a matter beside its statute of limitations (filing, discovery, trial, other):
 * added, changed, completed or removed by any staff member, each change audited on the matter and saved over
 * the version it was made on. An added deadline is open until completed or the matter closes; while open it
 * is listed, reminded and in the responsible attorney's calendar feed as the limitation deadline is.
 */
import { randomUUID } from 'node:crypto';
import {
  DEADLINE_KINDS,
  MATTER_LIMITS,
  MATTER_MESSAGES,
  isDeadlineKind,
  type DeadlineKind,
} from '../../contract/matters';
import type { StaffActor } from '../auth/callers';
import { UserFacingError } from '../errors';
import { isCivilDate } from './limitations';
import { existingMatter, saveChange } from './matters';
import type { MatterDependencies } from './ports';
import type { MatterRecord, MatterView, OtherDeadline } from './records';

/** What staff enter about a deadline; the note may be empty. */
export interface DeadlineInput {
  kind: string;
  title: string;
  date: string;
  note?: string | null;
}

type CheckedDeadline = Pick<OtherDeadline, 'kind' | 'title' | 'date' | 'note'>;

/** The deadline as it is kept, or the message that says what is wrong with it. */
export function checkedDeadline(input: DeadlineInput): CheckedDeadline {
  if (!isDeadlineKind(input.kind)) throw new UserFacingError(MATTER_MESSAGES.unknownDeadlineKind);
  const title = input.title.trim().replace(/\s+/g, ' ');
  if (!title) throw new UserFacingError(MATTER_MESSAGES.deadlineTitleRequired);
  if (title.length > MATTER_LIMITS.deadlineTitleMaxLength)
    throw new UserFacingError(MATTER_MESSAGES.deadlineTitleTooLong);
  const date = input.date.trim();
  if (!isCivilDate(date)) throw new UserFacingError(MATTER_MESSAGES.badDate);
  const note = input.note?.trim() ?? '';
  if (note.length > MATTER_LIMITS.noteMaxLength) throw new UserFacingError(MATTER_MESSAGES.noteTooLong);
  return { kind: input.kind satisfies DeadlineKind, title, date, ...(note ? { note } : {}) };
}

/** The matter at the version the person read, and not closed (a closed matter's deadlines are not worked). */
async function workableMatter(
  matterId: string,
  version: number,
  deps: Pick<MatterDependencies, 'matters'>,
): Promise<MatterRecord> {
  const matter = await existingMatter(matterId, deps);
  if (matter.version !== version) throw new UserFacingError(MATTER_MESSAGES.changedBySomeoneElse, 'Conflict');
  if (matter.phase === 'closed')
    throw new UserFacingError(MATTER_MESSAGES.deadlineOnClosedMatter, 'Conflict');
  return matter;
}

function deadlineOf(matter: MatterRecord, deadlineId: string): OtherDeadline {
  const deadline = matter.deadlines?.find((candidate) => candidate.id === deadlineId);
  if (!deadline) throw new UserFacingError(MATTER_MESSAGES.deadlineNotFound, 'NotFound');
  return deadline;
}

const described = (deadline: CheckedDeadline) =>
  `${DEADLINE_KINDS[deadline.kind]} "${deadline.title}" ${deadline.date}`;

/** What changed between two versions of a deadline, for the audit: "date 2027-03-01 -> 2027-04-01; note changed". */
function changesOf(before: CheckedDeadline, after: CheckedDeadline): string {
  const changes: string[] = [];
  if (before.kind !== after.kind) changes.push(`kind ${before.kind} -> ${after.kind}`);
  if (before.title !== after.title) changes.push(`title "${before.title}" -> "${after.title}"`);
  if (before.date !== after.date) changes.push(`date ${before.date} -> ${after.date}`);
  if ((before.note ?? '') !== (after.note ?? '')) changes.push('note changed');
  return changes.join('; ') || 'nothing changed';
}

/**
 * Adds a deadline to the matter (no `deadlineId`) or changes the one named, while it is not complete. A
 * changed date is reminded from its nearest threshold again and needs acknowledging again.
 */
export async function saveDeadline(
  actor: StaffActor,
  {
    matterId,
    version,
    deadlineId,
    input,
  }: { matterId: string; version: number; deadlineId?: string | null; input: DeadlineInput },
  deps: Pick<MatterDependencies, 'matters' | 'audit' | 'now'>,
): Promise<MatterView> {
  const matter = await workableMatter(matterId, version, deps);
  const checked = checkedDeadline(input);
  const deadlines = matter.deadlines ?? [];
  if (!deadlineId) {
    if (deadlines.length >= MATTER_LIMITS.deadlinesPerMatter)
      throw new UserFacingError(MATTER_MESSAGES.tooManyDeadlines, 'Conflict');
    const added: OtherDeadline = {
      id: randomUUID(),
      ...checked,
      addedBy: actor.user.email,
      addedAt: deps.now().toISOString(),
      revision: 1,
    };
    return saveChange(
      actor,
      matter,
      { ...matter, deadlines: [...deadlines, added], version: matter.version + 1 },
      { action: 'matters.deadline-added', detail: described(added) },
      deps,
    );
  }
  const previous = deadlineOf(matter, deadlineId);
  if (previous.completedAt) throw new UserFacingError(MATTER_MESSAGES.deadlineCompleted, 'Conflict');
  const { note: _note, ...kept } = previous;
  const changed: OtherDeadline = { ...kept, ...checked, revision: previous.revision + 1 };
  return saveChange(
    actor,
    matter,
    {
      ...matter,
      deadlines: deadlines.map((deadline) => (deadline.id === deadlineId ? changed : deadline)),
      version: matter.version + 1,
    },
    {
      action: 'matters.deadline-changed',
      detail: `${described(previous)}: ${changesOf(previous, changed)}`,
    },
    deps,
  );
}

/**
 * Ends a deadline staff added: `completed` keeps it on the matter as met (who and when), `removed` takes it
 * off (entered by mistake, vacated by the court). Either leaves the critical deadlines and the reminders.
 */
export async function closeDeadline(
  actor: StaffActor,
  {
    matterId,
    version,
    deadlineId,
    outcome,
  }: { matterId: string; version: number; deadlineId: string; outcome: string },
  deps: Pick<MatterDependencies, 'matters' | 'audit' | 'now'>,
): Promise<MatterView> {
  const matter = await workableMatter(matterId, version, deps);
  const deadline = deadlineOf(matter, deadlineId);
  const deadlines = matter.deadlines ?? [];
  if (outcome === 'completed') {
    if (deadline.completedAt) throw new UserFacingError(MATTER_MESSAGES.deadlineCompleted, 'Conflict');
    const completed: OtherDeadline = {
      ...deadline,
      completedBy: actor.user.email,
      completedAt: deps.now().toISOString(),
      revision: deadline.revision + 1,
    };
    return saveChange(
      actor,
      matter,
      {
        ...matter,
        deadlines: deadlines.map((candidate) => (candidate.id === deadlineId ? completed : candidate)),
        version: matter.version + 1,
      },
      { action: 'matters.deadline-completed', detail: described(deadline) },
      deps,
    );
  }
  if (outcome !== 'removed') throw new UserFacingError(MATTER_MESSAGES.unknownDeadlineOutcome);
  return saveChange(
    actor,
    matter,
    {
      ...matter,
      deadlines: deadlines.filter((candidate) => candidate.id !== deadlineId),
      version: matter.version + 1,
    },
    {
      action: 'matters.deadline-removed',
      detail: `${described(deadline)}${deadline.completedAt ? ' (completed)' : ''}`,
    },
    deps,
  );
}
