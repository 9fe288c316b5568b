/**
 * On a lead's page: the lead's matter, or the form that opens one. A matter opens only from a lead whose
 * conflict check a person cleared (the server refuses otherwise); until then the card says so.
 */
import { useCallback, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router';
import type { ConflictState } from '#contract/conflicts';
import { MATTER_LIMITS, MATTER_MESSAGES } from '#contract/matters';
import { TitledCard } from '../../components/cards/titled-card';
import { StaffForm } from '../../components/form/staff-form';
import { StaffSelect } from '../../components/form/staff-select';
import { useSubmit } from '../../components/form/use-submit';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { paths } from '../../config/paths';
import { useQuery } from '../../lib/use-query';
import { useStaffProfile } from '../../lib/use-staff-profile';
import { EMPTY_FACTS, FactsFields, factsToSend } from './facts-fields';
import { loadMatter, openMatter } from './matters-api';
import { formatCivilDate } from './civil-date';

/** The lead's matter (its id is the lead's), or null when the lead has none yet. */
async function matterOfLead(leadId: string) {
  try {
    return await loadMatter(leadId);
  } catch (failure) {
    if (failure instanceof Error && failure.message === MATTER_MESSAGES.notFound) return null;
    throw failure;
  }
}

export function OpenMatterCard({
  leadId,
  conflictState,
  defaultAttorney,
}: {
  leadId: string;
  conflictState: ConflictState;
  /** Who the form proposes as responsible: the lead's assignee, if any. */
  defaultAttorney: string;
}) {
  const ids = useId();
  const navigate = useNavigate();
  const profile = useStaffProfile();
  const load = useCallback(() => matterOfLead(leadId), [leadId]);
  const existing = useQuery(load);
  const [claimType, setClaimType] = useState('');
  const [attorney, setAttorney] = useState(defaultAttorney);
  const [facts, setFacts] = useState(EMPTY_FACTS);
  const opening = useSubmit();

  const title = 'Matter';
  if (existing.error)
    return (
      <TitledCard className="mb-3" title={title}>
        <ErrorBox message={existing.error} />
      </TitledCard>
    );
  if (existing.data === undefined)
    return (
      <TitledCard className="mb-3" title={title}>
        <div aria-live="polite">
          <LoadingNote>Looking for this lead’s matter…</LoadingNote>
        </div>
      </TitledCard>
    );
  const matter = existing.data;
  if (matter)
    return (
      <TitledCard className="mb-3" title={title}>
        <p className="mb-2">
          This lead is a matter: {matter.claimType}, opened {formatCivilDate(matter.openedAt.slice(0, 10))}.
        </p>
        <Link to={paths.matter(matter.id)}>Open the matter</Link>
      </TitledCard>
    );
  if (conflictState !== 'cleared')
    return (
      <TitledCard className="mb-3" title={title}>
        <p className="mb-0">
          A matter can be opened once a person has cleared the conflict check (see “Parties and conflicts”).
        </p>
      </TitledCard>
    );

  return (
    <TitledCard className="mb-3" title="Open a matter">
      <StaffForm
        label="Open a matter"
        submit={opening}
        submitLabel="Open the matter"
        pendingLabel="Opening…"
        onSubmit={() =>
          void opening.run(async () => {
            const opened = await openMatter({
              leadId,
              claimType: claimType.trim(),
              responsibleAttorney: attorney,
              facts: factsToSend(facts),
            });
            await navigate(paths.matter(opened.id));
          })
        }
      >
        <Form.Group className="mb-3" controlId={`${ids}-claim`}>
          <Form.Label>Claim type *</Form.Label>
          <Form.Control
            required
            maxLength={MATTER_LIMITS.claimTypeMaxLength}
            placeholder="Car crash, dog bite, defective product…"
            value={claimType}
            onChange={(event) => setClaimType(event.target.value)}
          />
        </Form.Group>
        <StaffSelect
          className="mb-3"
          controlId={`${ids}-attorney`}
          label="Responsible attorney *"
          emptyLabel="Choose a person"
          value={attorney}
          onChange={setAttorney}
        >
          <Button variant="outline-secondary" onClick={() => setAttorney(profile.email)}>
            Me
          </Button>
        </StaffSelect>
        <FactsFields idPrefix={ids} facts={facts} onChange={setFacts} />
      </StaffForm>
    </TitledCard>
  );
}
