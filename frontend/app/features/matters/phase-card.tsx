/**
 * A matter's phase, changed by staff. Closing a matter with an open deadline (the statute of limitations
 * before suit is filed, or one staff added) ends it unmet: the screen asks first, naming each, and the server
 * refuses the change unless confirmed.
 */
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { MATTER_PHASES } from '#contract/matters';
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
  const [asking, setAsking] = useState(false);
  const saving = useSubmit();
  const closing =
    phase === 'closed'
      ? [
          ...(matter.deadlineOpen
            ? [{ id: 'limitation', title: 'Statute of limitations', date: deadlineDateOf(matter) }]
            : []),
          ...matter.deadlines.filter((deadline) => deadline.open),
        ]
      : [];
  const needsConfirmation = closing.length > 0;

  const save = async (confirmOpenDeadline: boolean) => {
    onChanged(await changeMatterPhase(matter, phase, confirmOpenDeadline));
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
      </StaffForm>
      {asking && (
        <ConfirmDialog
          title={`Close a matter with ${closing.length === 1 ? 'an open deadline' : 'open deadlines'}?`}
          body={
            <>
              <p>
                Closing the matter ends these deadlines unmet and takes them off the critical-deadlines list:
              </p>
              <ul>
                {closing.map((deadline) => (
                  <li key={deadline.id}>
                    {deadline.title}: <strong>{formatCivilDate(deadline.date)}</strong>
                  </li>
                ))}
              </ul>
              {matter.deadlineOpen && (
                <p className="mb-0">
                  Suit has not been filed. Tell the client in writing before you close the matter.
                </p>
              )}
            </>
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
