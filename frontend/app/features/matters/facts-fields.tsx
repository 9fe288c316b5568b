/**
 * The facts the limitation rules read, as a form's fields: the incident date, the client's date of birth (a
 * minor's deadline starts at eighteen), who the claim is against, and, for a government, the day the claim
 * was presented. Used to open a matter and to change its facts.
 */
import Form from 'react-bootstrap/Form';
import { DEFENDANT_KINDS } from '#contract/matters';
import { SelectOptions } from '../../components/form/select-options';
import type { MatterFacts } from './matters-api';

export const EMPTY_FACTS: MatterFacts = {
  incidentDate: '',
  clientBirthDate: '',
  defendantKind: 'private',
  claimPresentedOn: '',
};

/** The facts as the API takes them: an optional date left empty is absent, and only a government claim is presented. */
export const factsToSend = (facts: MatterFacts): MatterFacts => ({
  incidentDate: facts.incidentDate,
  clientBirthDate: facts.clientBirthDate || null,
  defendantKind: facts.defendantKind,
  claimPresentedOn: facts.defendantKind === 'private' ? null : facts.claimPresentedOn || null,
});

export function FactsFields({
  idPrefix,
  facts,
  onChange,
}: {
  idPrefix: string;
  facts: MatterFacts;
  onChange: (facts: MatterFacts) => void;
}) {
  const set = (part: keyof MatterFacts, value: string) => onChange({ ...facts, [part]: value });
  return (
    <>
      <Form.Group className="mb-3" controlId={`${idPrefix}-incident`}>
        <Form.Label>Incident date *</Form.Label>
        <Form.Control
          type="date"
          required
          value={facts.incidentDate}
          onChange={(event) => set('incidentDate', event.target.value)}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-birth`}>
        <Form.Label>Client’s date of birth</Form.Label>
        <Form.Control
          type="date"
          value={facts.clientBirthDate ?? ''}
          onChange={(event) => set('clientBirthDate', event.target.value)}
          aria-describedby={`${idPrefix}-birth-help`}
        />
        <Form.Text id={`${idPrefix}-birth-help`}>
          The period does not run while the client is under eighteen.
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-defendant`}>
        <Form.Label>The claim is against *</Form.Label>
        <Form.Select
          value={facts.defendantKind}
          onChange={(event) => set('defendantKind', event.target.value)}
        >
          <SelectOptions choices={DEFENDANT_KINDS} />
        </Form.Select>
      </Form.Group>
      {facts.defendantKind !== 'private' && (
        <Form.Group className="mb-3" controlId={`${idPrefix}-presented`}>
          <Form.Label>Claim presented to the government on</Form.Label>
          <Form.Control
            type="date"
            value={facts.claimPresentedOn ?? ''}
            onChange={(event) => set('claimPresentedOn', event.target.value)}
            aria-describedby={`${idPrefix}-presented-help`}
          />
          <Form.Text id={`${idPrefix}-presented-help`}>
            Leave empty until the claim has been presented.
          </Form.Text>
        </Form.Group>
      )}
    </>
  );
}
