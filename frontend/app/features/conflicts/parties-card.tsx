/**
 * A lead's parties and its conflict check: the people and organisations of the case with their roles, a
 * form to add one, what the check found in the firm's other cases (each hit with the other case, the other
 * party's role there and why they matched), and the decision a person makes on it with a reason.
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  CONFLICT_LIMITS,
  CONFLICT_STATES,
  PARTY_KINDS,
  PARTY_ROLES,
  type ConflictState,
  type PartyRole,
} from '#contract/conflicts';
import { TitledCard } from '../../components/cards/titled-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectOptions } from '../../components/form/select-options';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { ErrorBox } from '../../components/status-messages';
import { paths } from '../../config/paths';
import { useQuery } from '../../lib/use-query';
import { Link } from 'react-router';
import { ConflictBadge } from '../../components/conflict-badge';
import {
  addParty,
  decideConflictCheck,
  loadCaseParties,
  removeParty,
  type CaseParties,
} from './conflicts-api';

const EMPTY_PARTY = { kind: 'person', name: '', role: 'adverse-driver', email: '', phone: '' };

const roleOf = (role: string) => PARTY_ROLES[role as PartyRole] ?? role;

const OUTCOME_LABELS = {
  cleared: 'Clear it: no conflict',
  flagged: 'Flag it as a conflict',
  declined: 'Decline the case for conflict',
} as const;

export function PartiesCard({
  caseId,
  onStateChanged,
}: {
  caseId: string;
  /** The check's state after a change, for the lead's header (its timeline shows the change when reopened). */
  onStateChanged: (state: ConflictState) => void;
}) {
  const ids = useId();
  const load = useCallback(() => loadCaseParties(caseId), [caseId]);
  const loaded = useQuery(load);
  const [party, setParty] = useState(EMPTY_PARTY);
  const [outcome, setOutcome] = useState<keyof typeof OUTCOME_LABELS>('cleared');
  const [reason, setReason] = useState('');
  const [removing, setRemoving] = useState<{ id: string; name: string } | undefined>();
  const adding = useSubmit();
  const deciding = useSubmit();

  const show = (next: CaseParties) => {
    loaded.setData(next);
    onStateChanged(next.check.state as ConflictState);
  };

  if (loaded.error)
    return (
      <TitledCard className="mb-3" title="Parties and conflicts">
        <ErrorBox message={loaded.error} />
      </TitledCard>
    );
  const view = loaded.data;
  if (!view) {
    return (
      <TitledCard className="mb-3" title="Parties and conflicts">
        <p aria-live="polite" className="mb-0">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading the parties…
        </p>
      </TitledCard>
    );
  }
  const { check } = view;
  const state = check.state as ConflictState;

  function onAdd(event: FormEvent) {
    event.preventDefault();
    void adding.run(async () => {
      show(await addParty(caseId, party));
      setParty(EMPTY_PARTY);
    });
  }

  function onDecide(event: FormEvent) {
    event.preventDefault();
    if (!check.checkedAt) return;
    const checkedAt = check.checkedAt;
    void deciding.run(async () => {
      show(await decideConflictCheck(caseId, { outcome, reason, checkedAt }));
      setReason('');
    });
  }

  return (
    <TitledCard className="mb-3" title="Parties and conflicts">
      <p className="d-flex flex-wrap gap-2 align-items-center">
        <ConflictBadge state={state} />
        {check.decision && (
          <span className="small">
            {CONFLICT_STATES[check.decision.outcome as ConflictState]} by {check.decision.by}: “
            {check.decision.reason}”
          </span>
        )}
      </p>

      {view.parties.length === 0 ? (
        <p>No parties yet. Add the client and everyone on the other side to run the check.</p>
      ) : (
        <ul className="list-unstyled" aria-label="Parties">
          {view.parties.map((each) => (
            <li key={each.id} className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
              <span>
                <strong>{each.name}</strong> · {roleOf(each.role)}
                {check.notSearched.includes(each.id) && (
                  <span className="text-body-secondary small"> · on the routine list, not searched</span>
                )}
                {each.email && <span className="text-body-secondary small"> · {each.email}</span>}
                {each.phone && <span className="text-body-secondary small"> · {each.phone}</span>}
              </span>
              <Button
                variant="link"
                size="sm"
                className="p-0"
                onClick={() => setRemoving({ id: each.id, name: each.name })}
              >
                Remove<span className="visually-hidden"> {each.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}

      {check.hits.length > 0 && (
        <section aria-labelledby={`${ids}-hits`} className="mb-3">
          <h3 id={`${ids}-hits`} className="h6">
            Possible matches in other cases
          </h3>
          <ul className="list-unstyled mb-0">
            {check.hits.map((hit) => (
              <li
                key={`${hit.partyId}-${hit.caseId}-${hit.otherPartyName}`}
                className={`border-start border-3 ps-2 mb-2 ${hit.routine ? 'border-secondary' : 'border-danger'}`}
              >
                <strong>{hit.partyName}</strong> may be <strong>{hit.otherPartyName}</strong>,{' '}
                {roleOf(hit.otherPartyRole)} in{' '}
                <Link to={paths.consultation(hit.caseId)}>{hit.caseLabel}</Link> ({hit.caseStatus}).
                <div className="small text-body-secondary">
                  {hit.explanation}
                  {hit.routine && '. On the firm’s routine list: shown, not flagged.'}
                </div>
              </li>
            ))}
          </ul>
          {check.moreHits > 0 && <p className="small">…and {check.moreHits} more.</p>}
        </section>
      )}

      {check.hits.some((hit) => !hit.routine) && (
        <Form onSubmit={onDecide} className="mb-3">
          <fieldset>
            <legend className="h6">Decide on the check</legend>
            {(Object.keys(OUTCOME_LABELS) as (keyof typeof OUTCOME_LABELS)[]).map((value) => (
              <Form.Check
                key={value}
                type="radio"
                id={`${ids}-outcome-${value}`}
                name={`${ids}-outcome`}
                label={OUTCOME_LABELS[value]}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
              />
            ))}
            <Form.Group className="my-2" controlId={`${ids}-reason`}>
              <Form.Label>Reason (kept with the decision)</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                required
                maxLength={CONFLICT_LIMITS.reasonMaxLength}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </Form.Group>
            <SubmitButton pending={deciding.pending} label="Record the decision" pendingLabel="Recording…" />
            <div aria-live="polite">
              <ErrorBox message={deciding.error} />
            </div>
          </fieldset>
        </Form>
      )}

      <Form onSubmit={onAdd}>
        <fieldset>
          <legend className="h6">Add a party</legend>
          <div className="row g-2">
            <Form.Group className="col-12" controlId={`${ids}-name`}>
              <Form.Label>Name</Form.Label>
              <Form.Control
                required
                maxLength={CONFLICT_LIMITS.nameMaxLength}
                value={party.name}
                onChange={(event) => setParty({ ...party, name: event.target.value })}
              />
            </Form.Group>
            <Form.Group className="col-12 col-sm-5" controlId={`${ids}-kind`}>
              <Form.Label>Person or organisation</Form.Label>
              <Form.Select
                value={party.kind}
                onChange={(event) => setParty({ ...party, kind: event.target.value })}
              >
                <SelectOptions choices={PARTY_KINDS} />
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-12 col-sm-7" controlId={`${ids}-role`}>
              <Form.Label>Role</Form.Label>
              <Form.Select
                value={party.role}
                onChange={(event) => setParty({ ...party, role: event.target.value })}
              >
                <SelectOptions choices={PARTY_ROLES} />
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-12 col-md-6" controlId={`${ids}-email`}>
              <Form.Label>Email (optional)</Form.Label>
              <Form.Control
                type="email"
                maxLength={CONFLICT_LIMITS.emailMaxLength}
                value={party.email}
                onChange={(event) => setParty({ ...party, email: event.target.value })}
              />
            </Form.Group>
            <Form.Group className="col-12 col-md-6" controlId={`${ids}-phone`}>
              <Form.Label>Phone (optional)</Form.Label>
              <Form.Control
                type="tel"
                maxLength={CONFLICT_LIMITS.phoneMaxLength}
                value={party.phone}
                onChange={(event) => setParty({ ...party, phone: event.target.value })}
              />
            </Form.Group>
          </div>
          <SubmitButton
            className="mt-2"
            pending={adding.pending}
            label="Add and check"
            pendingLabel="Checking…"
          />
          <div aria-live="polite">
            <ErrorBox message={adding.error} />
          </div>
        </fieldset>
      </Form>

      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          body={
            <p className="mb-0">
              The conflict check runs again without them, and any decision on it is dropped.
            </p>
          }
          confirmLabel="Remove the party"
          pendingLabel="Removing…"
          danger
          onConfirm={async () => {
            show(await removeParty(caseId, removing.id));
            setRemoving(undefined);
          }}
          onCancel={() => setRemoving(undefined)}
        />
      )}
    </TitledCard>
  );
}
