/** How the inbox and a lead's page name and colour a conflict check's state. */
import { CONFLICT_STATES, type ConflictState } from '#contract/conflicts';

/* Spelled out whole for the CSS purge (see consultation-inbox/labels.tsx). */
const STATE_CLASS: Record<ConflictState, string> = {
  pending: 'text-bg-secondary',
  clear: 'text-bg-success',
  possible: 'text-bg-danger',
  cleared: 'text-bg-success',
  flagged: 'text-bg-danger',
  declined: 'text-bg-dark',
};

export function ConflictBadge({ state }: { state: ConflictState }) {
  return <span className={`badge text-wrap ${STATE_CLASS[state]}`}>Conflicts: {CONFLICT_STATES[state]}</span>;
}
