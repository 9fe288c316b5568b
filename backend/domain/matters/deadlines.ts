/**
 * The limitation deadline a matter keeps to, and whether it is still open: the storage lists the open ones
 * by date (the critical deadlines) from these answers, and closing a matter asks them first.
 */
import { PHASES_BEFORE_SUIT } from '../../contract/matters';
import type { ProposedDeadline } from './limitations';
import type { MatterRecord } from './records';

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
