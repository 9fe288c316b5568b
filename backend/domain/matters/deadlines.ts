/**
 * A matter's deadlines and whether each is still open: the statute of limitations (proposed by the rules,
 * verified by a lawyer) and the deadlines staff add (filing, discovery, trial). The storage lists the open
 * ones by date (the critical deadlines, the reminders, the calendar feed, the digest) as `OpenDeadline`s, and
 * changing a matter's phase asks them first.
 */
import {
  DEADLINE_KINDS,
  LIMITATION_DEADLINE_ID,
  PHASES_BEFORE_SUIT,
  type DeadlineKind,
  type MatterPhase,
} from '../../contract/matters';
import type { ProposedDeadline } from './limitations';
import type { MatterRecord, OtherDeadline } from './records';

/** The deadline a matter keeps to: the verified date, or the proposed one while nobody has verified it. */
export function limitationDeadline(matter: Pick<MatterRecord, 'limitation' | 'verification'>): {
  date: string;
  verified: boolean;
  proposal: ProposedDeadline;
} {
  return {
    date: matter.verification?.date ?? matter.limitation.date,
    verified: Boolean(matter.verification),
    proposal: matter.limitation,
  };
}

/**
 * Whether the limitation deadline still binds the firm: until suit is filed (litigation) it is the last day
 * to file; once suit is filed, or the matter settles or closes, it no longer is.
 */
export function isDeadlineOpen(matter: Pick<MatterRecord, 'phase'>): boolean {
  return PHASES_BEFORE_SUIT.includes(matter.phase);
}

/** Whether someone acknowledged the deadline's present date (an acknowledgement of another date no longer counts). */
export function acknowledgementHolds(
  matter: Pick<MatterRecord, 'limitation' | 'verification' | 'deadlineAcknowledgement'>,
): boolean {
  return matter.deadlineAcknowledgement?.date === limitationDeadline(matter).date;
}

/** Whether a deadline staff added binds the firm: until someone completes it or the matter closes. */
export function isOtherDeadlineOpen(
  deadline: Pick<OtherDeadline, 'completedAt'>,
  matter: Pick<MatterRecord, 'phase'>,
): boolean {
  return !deadline.completedAt && matter.phase !== 'closed';
}

/**
 * One open deadline of a matter, whatever its kind, with what every list of deadlines shows of its matter:
 * the critical deadlines, the reminders, the calendar feed and the digest read these alone.
 */
export interface OpenDeadline {
  matterId: string;
  clientName: string;
  claimType: string;
  responsibleAttorney: string;
  phase: MatterPhase;
  /** LIMITATION_DEADLINE_ID for the statute of limitations, else the added deadline's id. */
  deadlineId: string;
  kind: 'limitation' | DeadlineKind;
  /** "Statute of limitations", or the title staff gave it. */
  title: string;
  date: string;
  /** False only for a limitation deadline no lawyer verified yet: a date staff set needs no verification. */
  verified: boolean;
  /** Who verified the limitation deadline; absent for the others. */
  verifiedBy?: string;
  /** The date the rules proposed, for the limitation deadline. */
  proposedDate?: string;
  /** Whether someone acknowledged this date (the administrators' escalation stops). */
  acknowledged: boolean;
  /** Bumped by every change to this deadline: a calendar event's SEQUENCE. */
  sequence: number;
}

export const LIMITATION_TITLE = 'Statute of limitations';

const matterPart = (matter: MatterRecord) => ({
  matterId: matter.id,
  clientName: matter.clientName,
  claimType: matter.claimType,
  responsibleAttorney: matter.responsibleAttorney,
  phase: matter.phase,
});

/** The matter's limitation deadline while it is open. */
export function openLimitation(matter: MatterRecord): OpenDeadline | undefined {
  if (!isDeadlineOpen(matter)) return undefined;
  const { date, verified } = limitationDeadline(matter);
  return {
    ...matterPart(matter),
    deadlineId: LIMITATION_DEADLINE_ID,
    kind: 'limitation',
    title: LIMITATION_TITLE,
    date,
    verified,
    ...(matter.verification ? { verifiedBy: matter.verification.by } : {}),
    proposedDate: matter.limitation.date,
    acknowledged: acknowledgementHolds(matter),
    sequence: matter.version,
  };
}

/** The deadline staff added, as the lists show it. */
export function otherDeadlineView(matter: MatterRecord, deadline: OtherDeadline): OpenDeadline {
  return {
    ...matterPart(matter),
    deadlineId: deadline.id,
    kind: deadline.kind,
    title: deadline.title,
    date: deadline.date,
    verified: true,
    acknowledged: deadline.acknowledgement?.date === deadline.date,
    sequence: deadline.revision,
  };
}

/** The matter's open deadlines, the limitation first, then the others in the order added. */
export function openDeadlinesOfMatter(matter: MatterRecord): OpenDeadline[] {
  const limitation = openLimitation(matter);
  return [
    ...(limitation ? [limitation] : []),
    ...(matter.deadlines ?? [])
      .filter((deadline) => isOtherDeadlineOpen(deadline, matter))
      .map((deadline) => otherDeadlineView(matter, deadline)),
  ];
}

/** How a deadline is named where its kind matters: "Trial: Jury trial", "Statute of limitations". */
export function deadlineLabel(deadline: Pick<OpenDeadline, 'kind' | 'title'>): string {
  if (deadline.kind === 'limitation') return deadline.title;
  const kind = DEADLINE_KINDS[deadline.kind];
  return deadline.title.toLowerCase().startsWith(kind.toLowerCase())
    ? deadline.title
    : `${kind}: ${deadline.title}`;
}

/**
 * Where a deadline sorts among all the open ones: by date, then by matter, a matter's limitation deadline
 * before its others (`date#matter`, `date#matter#deadline`). The storage sorts by this string.
 */
export function deadlineSortKey(deadline: Pick<OpenDeadline, 'date' | 'matterId' | 'deadlineId'>): string {
  const base = `${deadline.date}#${deadline.matterId}`;
  return deadline.deadlineId === LIMITATION_DEADLINE_ID ? base : `${base}#${deadline.deadlineId}`;
}

/** Orders deadlines as the storage does (by `deadlineSortKey`, compared as DynamoDB compares strings). */
export const byDate = (a: OpenDeadline, b: OpenDeadline) => {
  const [left, right] = [deadlineSortKey(a), deadlineSortKey(b)];
  return left < right ? -1 : left > right ? 1 : 0;
};
