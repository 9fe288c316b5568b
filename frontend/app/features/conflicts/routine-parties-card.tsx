/**
 * The firm's routine parties (administrators, on /settings): insurers and agencies met in every case. The
 * conflict check shows a match with one but does not flag it, and does not search a party on the list.
 */
import { useId, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { CONFLICT_LIMITS } from '#contract/conflicts';
import { TitledCard } from '../../components/cards/titled-card';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { ErrorBox } from '../../components/status-messages';
import { useQuery } from '../../lib/use-query';
import { loadRoutineParties, saveRoutineParties } from './conflicts-api';

export function RoutinePartiesCard() {
  const ids = useId();
  const loaded = useQuery(loadRoutineParties);
  const [draft, setDraft] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const saving = useSubmit();

  const text = draft ?? loaded.data?.join('\n') ?? '';

  function onSave(event: FormEvent) {
    event.preventDefault();
    setSaved('');
    void saving.run(async () => {
      const list = await saveRoutineParties(text.split('\n'));
      loaded.setData(list);
      setDraft(undefined);
      setSaved(`Saved: ${list.length} name(s).`);
    });
  }

  return (
    <TitledCard className="mt-4" title="Routine parties in conflict checks">
      {loaded.error ? (
        <ErrorBox message={loaded.error} />
      ) : !loaded.data ? (
        <p aria-live="polite" className="mb-0">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading the list…
        </p>
      ) : (
        <Form onSubmit={onSave}>
          <Form.Group className="mb-3" controlId={`${ids}-names`}>
            <Form.Label>Insurers and agencies the firm meets in every case, one per line</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              value={text}
              onChange={(event) => setDraft(event.target.value)}
              aria-describedby={`${ids}-help`}
            />
            <Form.Text id={`${ids}-help`}>
              A conflict check shows a match with one of these but does not flag it. Up to{' '}
              {CONFLICT_LIMITS.maxRoutineParties} names; “Inc.”, “LLC” and the like may be left out.
            </Form.Text>
          </Form.Group>
          <SubmitButton pending={saving.pending} label="Save the list" pendingLabel="Saving…" />
          <div aria-live="polite">
            {saved && !saving.error && <p className="text-success mt-2 mb-0">{saved}</p>}
            <ErrorBox message={saving.error} />
          </div>
        </Form>
      )}
    </TitledCard>
  );
}
