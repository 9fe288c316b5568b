/**
 * A matter's phase, changed by staff, with an optional note the matter's invited clients read in the portal. Closing a matter while suit has not been filed leaves its limitation
 * deadline open: the screen asks first (naming the date), and the server refuses the close unless confirmed.
 */
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { MATTER_LIMITS, MATTER_PHASES } from '#contract/matters';
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
  const deadline = deadlineDateOf(matter);
  const needsConfirmation = phase === 'closed' && matter.deadlineOpen;

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
          title="Close a matter with an open deadline?"
          body={
            <p className="mb-0">
              Suit has not been filed, and the statute of limitations runs out on{' '}
              <strong>{formatCivilDate(deadline)}</strong>. Closing the matter takes this deadline off the
              critical-deadlines list. Tell the client in writing before you close it.
            </p>
          }
          confirmLabel="Close the matter anyway"
          pendingLabel="Closing…"
          danger
          onConfirm={() => save(true)}
          onCancel={() => setAsking(false)}
        />
      )}
    </TitledCard>
  );
}
