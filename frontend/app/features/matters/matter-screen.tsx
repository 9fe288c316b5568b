/**
 * One matter: who the client is, the claim and its phase, the statute-of-limitations deadline (loud until a
 * lawyer verifies it), the other deadlines staff add, the parties and the client's folder, and the facts the limitation was proposed from, which staff can correct (a change to a fact the
 * proposal used drops the verification, and the screen says so before saving).
 */
import { useCallback, useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router';
import { DEFENDANT_KINDS, type MatterPhase } from '#contract/matters';
import { TitledCard } from '../../components/cards/titled-card';
import { DetailRows } from '../../components/detail-rows';
import { StaffForm } from '../../components/form/staff-form';
import { useSubmit } from '../../components/form/use-submit';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { paths } from '../../config/paths';
import { formatTime } from '../../lib/format-time';
import { useQuery } from '../../lib/use-query';
import { formatCivilDate } from './civil-date';
import { DeadlinesCard } from './deadlines-card';
import { FactsFields, factsToSend } from './facts-fields';
import { LimitationCard } from './limitation-card';
import { ClientsCard } from './clients-card';
import { PartiesCard } from './parties-card';
import { PhaseCard } from './phase-card';
import { TimelineCard } from './timeline-card';
import { DeadlineBadge, PhaseBadge } from './matter-labels';
import { changeMatterFacts, deadlineDateOf, loadMatter, type Matter, type MatterFacts } from './matters-api';

const factsOf = (matter: Matter): MatterFacts => ({
  incidentDate: matter.facts.incidentDate,
  clientBirthDate: matter.facts.clientBirthDate ?? '',
  defendantKind: matter.facts.defendantKind,
  claimPresentedOn: matter.facts.claimPresentedOn ?? '',
});

function FactsCard({ matter, onChanged }: { matter: Matter; onChanged: (next: Matter) => void }) {
  const ids = useId();
  const [editing, setEditing] = useState<MatterFacts | undefined>();
  const saving = useSubmit();
  const { facts } = matter;
  const rows: [string, string][] = [
    ['Incident date', formatCivilDate(facts.incidentDate)],
    ['Client’s date of birth', formatCivilDate(facts.clientBirthDate)],
    ['Against', DEFENDANT_KINDS[facts.defendantKind as keyof typeof DEFENDANT_KINDS] ?? facts.defendantKind],
  ];
  if (facts.defendantKind !== 'private')
    rows.push([
      'Claim presented',
      facts.claimPresentedOn ? formatCivilDate(facts.claimPresentedOn) : 'Not yet',
    ]);

  return (
    <TitledCard className="mb-3" title="Facts">
      {editing ? (
        <StaffForm
          label="Change the facts"
          submit={saving}
          submitLabel="Save the facts"
          pendingLabel="Saving…"
          link={
            <Button variant="outline-secondary" onClick={() => setEditing(undefined)}>
              Cancel
            </Button>
          }
          onSubmit={() =>
            void saving.run(async () => {
              onChanged(await changeMatterFacts(matter, factsToSend(editing)));
              setEditing(undefined);
            })
          }
        >
          {matter.verification && (
            <p className="alert alert-warning">
              Changing a fact the deadline was proposed from drops the lawyer’s verification: it must be
              verified again.
            </p>
          )}
          <FactsFields idPrefix={ids} facts={editing} onChange={setEditing} />
        </StaffForm>
      ) : (
        <>
          <DetailRows rows={rows} stacked />
          <Button variant="outline-primary" className="mt-3" onClick={() => setEditing(factsOf(matter))}>
            Change the facts
          </Button>
        </>
      )}
    </TitledCard>
  );
}

/** What other features add to a matter's page; the route composes them (features do not import each other). */
export interface MatterScreenParts {
  /** The matter's engagement letters. */
  letters: (matter: { id: string; clientName: string; responsibleAttorney: string }) => ReactNode;
}

export function MatterScreen({ letters }: MatterScreenParts) {
  const { id = '' } = useParams();
  const load = useCallback(() => loadMatter(id), [id]);
  const loaded = useQuery(load);
  const matter = loaded.data;

  if (loaded.error)
    return (
      <>
        <h1 className="h2">Matter</h1>
        <ErrorBox message={loaded.error} />
        <Link to={paths.matters}>Back to the matters</Link>
      </>
    );
  if (!matter)
    return (
      <div aria-live="polite">
        <LoadingNote>Loading the matter…</LoadingNote>
      </div>
    );

  const show = (next: Matter) => loaded.setData(next);
  return (
    <div className="matter-detail">
      <Link to={paths.matters}>← All matters</Link>
      <h1 className="h2 mt-2">{matter.clientName}</h1>
      <p className="lead mb-2">{matter.claimType}</p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <PhaseBadge phase={matter.phase as MatterPhase} />
        {matter.deadlineOpen && (
          <DeadlineBadge date={deadlineDateOf(matter)} verified={!!matter.verification} />
        )}
      </div>
      <div className="inbox-detail-grid">
        <div className="inbox-detail-request">
          <LimitationCard key={matter.version} matter={matter} onChanged={show} />
          <DeadlinesCard matter={matter} onChanged={show} />
          {letters(matter)}
        </div>
        <div className="inbox-detail-side">
          <TitledCard className="mb-3" title="The matter">
            <DetailRows
              stacked
              rows={[
                ['Responsible attorney', matter.responsibleAttorney],
                ['Opened', `${formatTime(matter.openedAt)} by ${matter.openedBy}`],
                ['From the lead', <Link to={paths.consultation(matter.id)}>The consultation request</Link>],
                [
                  'Client’s folder',
                  matter.clientFolder ? (
                    <Link to={paths.folder(matter.clientFolder.id)}>{matter.clientFolder.name}</Link>
                  ) : (
                    <Link to={paths.fileSearch(matter.clientName)}>Find it in the File Manager</Link>
                  ),
                ],
              ]}
            />
          </TitledCard>
          <PartiesCard matterId={matter.id} />
          <PhaseCard key={`phase-${matter.version}`} matter={matter} onChanged={show} />
          <ClientsCard matter={matter} />
          <FactsCard matter={matter} onChanged={show} />
          <TimelineCard key={`timeline-${matter.version}`} matterId={matter.id} />
        </div>
      </div>
    </div>
  );
}
