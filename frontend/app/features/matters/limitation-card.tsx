/**
 * The statute of limitations on a matter's page: loud while no lawyer has verified it, with the proposed
 * date, the rules and each step the proposal took, the facts it used and what still has to happen; then the
 * lawyer's form (the responsible attorney or an administrator; the server enforces the same).
 */
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { DEADLINE_ESCALATION_DAYS, MATTER_LIMITS, MATTER_PHASES, type MatterPhase } from '#contract/matters';
import { TitledCard } from '../../components/cards/titled-card';
import { StaffForm } from '../../components/form/staff-form';
import { ProgressButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { ErrorBox } from '../../components/status-messages';
import { useStaffProfile } from '../../lib/use-staff-profile';
import { formatTime } from '../../lib/format-time';
import { formatCivilDate } from './civil-date';
import { acknowledgeDeadline, verifyLimitation, type Matter } from './matters-api';

const FACT_LABELS: Record<string, string> = {
  incidentDate: 'incident date',
  clientBirthDate: 'client’s date of birth',
  defendantKind: 'who the claim is against',
  claimPresentedOn: 'day the claim was presented',
};

export function LimitationCard({ matter, onChanged }: { matter: Matter; onChanged: (next: Matter) => void }) {
  const ids = useId();
  const profile = useStaffProfile();
  const { limitation, verification } = matter;
  const [date, setDate] = useState(limitation.date);
  const [note, setNote] = useState('');
  const verifying = useSubmit();
  const acknowledging = useSubmit();
  const acknowledgement = matter.deadlineAcknowledgement;
  const mayVerify = profile.isAdmin || profile.email === matter.responsibleAttorney;
  const differs = date !== limitation.date;

  return (
    <TitledCard className="mb-3" title="Statute of limitations">
      {!matter.deadlineOpen ? (
        <p className="alert alert-secondary">
          No longer open: suit was filed or the matter ended (phase:{' '}
          {MATTER_PHASES[matter.phase as MatterPhase] ?? matter.phase}). The dates below are kept as they
          were.
        </p>
      ) : verification ? (
        <div className="alert alert-success" role="status">
          <strong>Last day to file suit: {formatCivilDate(verification.date)}</strong>, verified by{' '}
          {verification.by} on {formatTime(verification.at)}.
          {verification.date !== verification.proposedDate && (
            <div>
              The rules proposed {formatCivilDate(verification.proposedDate)}. Note: {verification.note}
            </div>
          )}
        </div>
      ) : (
        <div className="alert alert-danger" role="alert">
          <strong>Not verified.</strong> The rules propose {formatCivilDate(limitation.date)} as the last day
          to file suit. A lawyer must check it against the file before anyone relies on it.
        </div>
      )}
      <p className="mb-1">
        Proposed: <strong>{formatCivilDate(limitation.date)}</strong>
      </p>
      <h3 className="h6 mt-3">How the rules got there</h3>
      <ol className="limitation-steps">
        {limitation.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="small text-body-secondary">
        Facts used: {limitation.factsUsed.map((fact) => FACT_LABELS[fact] ?? fact).join(', ')}. Changing one
        of them drops the verification.
      </p>
      {limitation.warnings.length > 0 && (
        <div className="alert alert-warning">
          <ul className="mb-0">
            {limitation.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      {matter.deadlineOpen && (
        <div className="mb-3" aria-live="polite">
          {acknowledgement ? (
            <p className="mb-0">
              Acknowledged by {acknowledgement.by} on {formatTime(acknowledgement.at)}: the administrators are
              no longer emailed about it.
            </p>
          ) : (
            <>
              <p className="mb-2">
                Reminders go to the responsible attorney from 180 days before; from {DEADLINE_ESCALATION_DAYS}{' '}
                days before, every administrator is emailed each day until someone acknowledges this deadline.
              </p>
              {mayVerify && (
                <ProgressButton
                  variant="outline-primary"
                  pending={acknowledging.pending}
                  onClick={() =>
                    void acknowledging.run(async () => onChanged(await acknowledgeDeadline(matter)))
                  }
                >
                  {acknowledging.pending ? 'Acknowledging…' : 'Acknowledge this deadline'}
                </ProgressButton>
              )}
              <ErrorBox message={acknowledging.error} />
            </>
          )}
        </div>
      )}
      {!matter.deadlineOpen ? null : mayVerify ? (
        <StaffForm
          label="Verify the deadline"
          className="mt-3"
          submit={verifying}
          submitLabel={verification ? 'Verify again' : 'Verify this deadline'}
          pendingLabel="Verifying…"
          onSubmit={() =>
            void verifying.run(async () => {
              onChanged(await verifyLimitation(matter, { date, note }));
              setNote('');
            })
          }
        >
          <h3 className="h6">Verify</h3>
          <Form.Group className="mb-3" controlId={`${ids}-date`}>
            <Form.Label>Last day to file suit *</Form.Label>
            <Form.Control
              type="date"
              required
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${ids}-note`}>
            <Form.Label>{differs ? 'Why it differs from the proposal *' : 'Note'}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              required={differs}
              maxLength={MATTER_LIMITS.noteMaxLength}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </Form.Group>
        </StaffForm>
      ) : (
        <p className="small mb-0">
          Only the responsible attorney ({matter.responsibleAttorney}) or an administrator can verify it.
        </p>
      )}
    </TitledCard>
  );
}
