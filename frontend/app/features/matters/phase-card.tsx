/**
 * A matter's phase, changed by staff, with an optional note the matter's invited clients read in the portal.
 * Settling or closing a matter before suit is filed ends its statute of limitations unmet, and closing it ends
 * the deadlines staff added: the screen asks first, naming each, and the server refuses the change unless
 * confirmed.
 */
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { MATTER_LIMITS, MATTER_PHASES, PHASES_BEFORE_SUIT, type MatterPhase } from '#contract/matters';
import { TitledCard } from '../../components/cards/titled-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectOptions } from '../../components/form/select-options';
import { StaffForm } from '../../components/form/staff-form';
import { useSubmit } from '../../components/form/use-submit';
import { formatCivilDate } from './civil-date';
import { changeMatterPhase, deadlineDateOf, type Matter } from './matters-api';

export function PhaseCard({ matter, onChanged }: { matter: Matter; onChanged: (next: Matter) => void }) {
  const ids = useId();
  const [phase, setPhase] = useState(matter.phase);
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const saving = useSubmit();
  // As the server decides it (domain/matters/matters.ts deadlinesClosedBy): filing suit meets the
  // limitation deadline; settling or closing before suit ends it unmet, and closing ends the others.
  const endsLimitation =
    matter.deadlineOpen && !PHASES_BEFORE_SUIT.includes(phase as MatterPhase) && phase !== 'litigation';
  const closing = [
    ...(endsLimitation
      ? [{ id: 'limitation', title: 'Statute of limitations', date: deadlineDateOf(matter) }]
      : []),
    ...(phase === 'closed' ? matter.deadlines.filter((deadline) => deadline.open) : []),
  ];
  const action =
    phase === 'closed'
      ? 'Close a matter'
      : `Move the matter to ${MATTER_PHASES[phase as MatterPhase] ?? phase}`;
  const needsConfirmation = closing.length > 0;

  const save = async (confirmOpenDeadline: boolean) => {
    onChanged(await changeMatterPhase(matter, phase, confirmOpenDeadline, note));
    setAsking(false);
  };

  return (
    <TitledCard className="mb-3" title="Phase">
      <StaffForm
        label="Change the phase"
        submit={saving}
        submitLabel="Change the phase"
        pendingLabel="Saving…"
        onSubmit={() => {
          if (needsConfirmation) setAsking(true);
          else void saving.run(() => save(false));
        }}
      >
        <Form.Group className="mb-3" controlId={`${ids}-phase`}>
          <Form.Label>Phase</Form.Label>
          <Form.Select value={phase} onChange={(event) => setPhase(event.target.value)}>
            <SelectOptions choices={MATTER_PHASES} />
          </Form.Select>
        </Form.Group>
        <Form.Group className="mb-3" controlId={`${ids}-note`}>
          <Form.Label>Note to the client (optional)</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={MATTER_LIMITS.noteMaxLength}
            value={note}
            aria-describedby={`${ids}-note-help`}
            onChange={(event) => setNote(event.target.value)}
          />
          <Form.Text id={`${ids}-note-help`}>
            Invited clients see it with the new phase. Their email says only that there is an update.
          </Form.Text>
        </Form.Group>
      </StaffForm>
      {asking && (
        <ConfirmDialog
          title={`${action} with ${closing.length === 1 ? 'an open deadline' : 'open deadlines'}?`}
          body={
            <>
              <p>This ends these deadlines unmet and takes them off the critical-deadlines list:</p>
              <ul>
                {closing.map((deadline) => (
                  <li key={deadline.id}>
                    {deadline.title}: <strong>{formatCivilDate(deadline.date)}</strong>
                  </li>
                ))}
              </ul>
              {endsLimitation && (
                <p className="mb-0">Suit has not been filed. Tell the client in writing before you go on.</p>
              )}
            </>
          }
          confirmLabel={phase === 'closed' ? 'Close the matter anyway' : 'Move it anyway'}
          pendingLabel="Saving…"
          danger
          onConfirm={() => save(true)}
          onCancel={() => setAsking(false)}
        />
      )}
    </TitledCard>
  );
}
