/** How the matter screens name and colour a phase and a limitation deadline. */
import { MATTER_PHASES, type MatterPhase } from '#contract/matters';
import { formatCivilDate } from './civil-date';

export function PhaseBadge({ phase }: { phase: MatterPhase }) {
  return <span className="badge text-bg-primary">Phase: {MATTER_PHASES[phase] ?? phase}</span>;
}

/** An unverified deadline is red wherever it shows: nobody may rely on it yet. */
export function DeadlineBadge({ date, verified }: { date: string; verified: boolean }) {
  return verified ? (
    <span className="badge text-bg-success text-wrap">Deadline verified: {formatCivilDate(date)}</span>
  ) : (
    <span className="badge text-bg-danger text-wrap">
      Deadline NOT verified: {formatCivilDate(date)} proposed
    </span>
  );
}
