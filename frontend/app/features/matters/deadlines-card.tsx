/**
 * The deadlines staff add to a matter beside its statute of limitations (filing, discovery, trial, other):
 * the open ones soonest first with how far off each is, then the completed ones; added and changed in one
 * form, completed, acknowledged by the responsible attorney or an administrator, and removed after a
 * confirmation. Every change is audited on the server and shows on the matter's timeline.
 */
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DEADLINE_KINDS, MATTER_LIMITS, type DeadlineKind } from '#contract/matters';
import type { DeadlineInput } from '#contract/graphql/matters.generated';
import { TitledCard } from '../../components/cards/titled-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectOptions } from '../../components/form/select-options';
import { StaffForm } from '../../components/form/staff-form';
import { ProgressButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { ErrorBox } from '../../components/status-messages';
import { formatTime } from '../../lib/format-time';
import { useStaffProfile } from '../../lib/use-staff-profile';
import { daysLeftText, formatCivilDate, readersToday } from './civil-date';
import {
  acknowledgeAddedDeadline,
  closeDeadline,
  saveDeadline,
  type AddedDeadline,
  type Matter,
} from './matters-api';

const EMPTY: DeadlineInput = { kind: 'filing', title: '', date: '', note: '' };

const kindLabel = (kind: string) => DEADLINE_KINDS[kind as DeadlineKind] ?? kind;

/** Open ones first, soonest first; then the completed ones. */
const byOpenThenDate = (a: AddedDeadline, b: AddedDeadline) =>
  Number(b.open) - Number(a.open) || a.date.localeCompare(b.date);

function DeadlineForm({
  matter,
  editing,
  onSaved,
  onCancel,
}: {
  matter: Matter;
  editing?: AddedDeadline;
  onSaved: (next: Matter) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const [input, setInput] = useState<DeadlineInput>(
    editing
      ? { kind: editing.kind, title: editing.title, date: editing.date, note: editing.note ?? '' }
      : EMPTY,
  );
  const saving = useSubmit();
  const change = (field: keyof DeadlineInput) => (event: { target: { value: string } }) =>
    setInput({ ...input, [field]: event.target.value });
  return (
    <StaffForm
      label={editing ? `Change the deadline ${editing.title}` : 'Add a deadline'}
      className="mt-3"
      submit={saving}
      submitLabel={editing ? 'Save the deadline' : 'Add the deadline'}
      pendingLabel="Saving…"
      link={
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      }
      onSubmit={() => void saving.run(async () => onSaved(await saveDeadline(matter, input, editing?.id)))}
    >
      <Form.Group className="mb-3" controlId={`${ids}-kind`}>
        <Form.Label>Kind</Form.Label>
        <Form.Select value={input.kind} onChange={change('kind')}>
          <SelectOptions choices={DEADLINE_KINDS} />
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${ids}-title`}>
        <Form.Label>Title *</Form.Label>
        <Form.Control
          required
          maxLength={MATTER_LIMITS.deadlineTitleMaxLength}
          value={input.title}
          onChange={change('title')}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${ids}-date`}>
        <Form.Label>Date *</Form.Label>
        <Form.Control type="date" required value={input.date} onChange={change('date')} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${ids}-note`}>
        <Form.Label>Note</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={MATTER_LIMITS.noteMaxLength}
          value={input.note ?? ''}
          onChange={change('note')}
        />
      </Form.Group>
    </StaffForm>
  );
}

function DeadlineItem({
  matter,
  deadline,
  mayAcknowledge,
  onEdit,
  onRemove,
  onChanged,
}: {
  matter: Matter;
  deadline: AddedDeadline;
  mayAcknowledge: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onChanged: (next: Matter) => void;
}) {
  const working = useSubmit();
  const today = readersToday();
  const overdue = deadline.open && deadline.date < today;
  return (
    <li className="list-group-item px-0">
      <div className="d-flex flex-wrap align-items-baseline gap-2">
        <span className={`badge ${deadline.open ? 'text-bg-primary' : 'text-bg-secondary'}`}>
          {kindLabel(deadline.kind)}
        </span>
        <strong className="text-break">{deadline.title}</strong>
      </div>
      <div className={overdue ? 'text-danger fw-semibold' : undefined}>
        {formatCivilDate(deadline.date)}
        {deadline.open && ` (${daysLeftText(deadline.date, today)})`}
      </div>
      {deadline.note && <div className="small text-break">{deadline.note}</div>}
      <div className="small text-body-secondary">
        {deadline.completedAt
          ? `Completed by ${deadline.completedBy ?? 'staff'} on ${formatTime(deadline.completedAt)}.`
          : deadline.acknowledgement
            ? `Acknowledged by ${deadline.acknowledgement.by} on ${formatTime(deadline.acknowledgement.at)}.`
            : deadline.open
              ? 'Not acknowledged.'
              : 'Closed with the matter.'}
      </div>
      {matter.phase !== 'closed' && (
        <div className="d-flex flex-wrap gap-2 mt-2">
          {deadline.open && (
            <>
              <Button size="sm" variant="outline-primary" onClick={onEdit}>
                Change
              </Button>
              <ProgressButton
                size="sm"
                variant="outline-primary"
                pending={working.pending}
                onClick={() =>
                  void working.run(async () =>
                    onChanged(await closeDeadline(matter, deadline.id, 'completed')),
                  )
                }
              >
                Mark complete
              </ProgressButton>
              {mayAcknowledge && !deadline.acknowledgement && (
                <ProgressButton
                  size="sm"
                  variant="outline-primary"
                  pending={working.pending}
                  onClick={() =>
                    void working.run(async () => onChanged(await acknowledgeAddedDeadline(matter, deadline)))
                  }
                >
                  Acknowledge
                </ProgressButton>
              )}
            </>
          )}
          <Button size="sm" variant="outline-danger" onClick={onRemove}>
            Remove
          </Button>
        </div>
      )}
      <ErrorBox message={working.error} />
    </li>
  );
}

export function DeadlinesCard({ matter, onChanged }: { matter: Matter; onChanged: (next: Matter) => void }) {
  const profile = useStaffProfile();
  const [editing, setEditing] = useState<AddedDeadline | 'new' | undefined>();
  const [removing, setRemoving] = useState<AddedDeadline | undefined>();
  const mayAcknowledge = profile.isAdmin || profile.email === matter.responsibleAttorney;
  const deadlines = [...matter.deadlines].sort(byOpenThenDate);
  const saved = (next: Matter) => {
    onChanged(next);
    setEditing(undefined);
  };

  return (
    <TitledCard className="mb-3" title="Other deadlines">
      {deadlines.length === 0 ? (
        <p className="text-body-secondary">No filing, discovery or trial deadlines yet.</p>
      ) : (
        <ul className="list-group list-group-flush mb-2" aria-label="Other deadlines">
          {deadlines.map((deadline) => (
            <DeadlineItem
              key={`${deadline.id}-${matter.version}`}
              matter={matter}
              deadline={deadline}
              mayAcknowledge={mayAcknowledge}
              onEdit={() => setEditing(deadline)}
              onRemove={() => setRemoving(deadline)}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <DeadlineForm
          key={editing === 'new' ? 'new' : editing.id}
          matter={matter}
          editing={editing === 'new' ? undefined : editing}
          onSaved={saved}
          onCancel={() => setEditing(undefined)}
        />
      ) : (
        matter.phase !== 'closed' && (
          <Button variant="outline-primary" onClick={() => setEditing('new')}>
            Add a deadline
          </Button>
        )
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove the deadline “${removing.title}”?`}
          body={
            <p className="mb-0">
              {kindLabel(removing.kind)}, {formatCivilDate(removing.date)}. It leaves the critical deadlines,
              the reminders and the calendar feed. The matter’s timeline keeps a record of it. To record that
              it was met, mark it complete instead.
            </p>
          }
          confirmLabel="Remove the deadline"
          pendingLabel="Removing…"
          danger
          onConfirm={async () => {
            onChanged(await closeDeadline(matter, removing.id, 'removed'));
            setRemoving(undefined);
          }}
          onCancel={() => setRemoving(undefined)}
        />
      )}
    </TitledCard>
  );
}
