/**
 * A new engagement letter: the template, the signers (the client, and a guardian for a minor), the day the
 * links stop working, the client's address and, from a lead that is not a matter yet, the matter the signed
 * letter opens. "Preview PDF" makes the PDF without sending anything; "Send" asks first.
 */
import { useCallback, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LETTER_LIMITS, SIGNER_ROLES } from '#contract/letters';
import { DEFENDANT_KINDS, MATTER_LIMITS } from '#contract/matters';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectOptions } from '../../components/form/select-options';
import { StaffSelect } from '../../components/form/staff-select';
import { ProgressButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { useQuery } from '../../lib/use-query';
import { useStaffProfile } from '../../lib/use-staff-profile';
import { DEFAULT_EXPIRY_DAYS, LANGUAGE_NAMES } from './letter-words';
import {
  civilDateIn,
  listLetterTemplates,
  previewLetter,
  sendLetter,
  type Letter,
  type LetterDraft,
} from './letters-api';

type Signer = { name: string; email: string; role: keyof typeof SIGNER_ROLES };

const loadTemplates = () => listLetterTemplates(false, null);

export function NewLetterForm({
  caseId,
  client,
  needsMatter,
  defaultAttorney,
  onSent,
  onCancel,
}: {
  caseId: string;
  client: { name: string; email: string };
  /** From a lead: the matter fields the signed letter opens the matter with. */
  needsMatter: boolean;
  defaultAttorney: string;
  onSent: (letter: Letter) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const profile = useStaffProfile();
  const templates = useQuery(loadTemplates);
  const [templateId, setTemplateId] = useState('');
  const [signers, setSigners] = useState<Signer[]>([{ ...client, role: 'client' }]);
  const [expiresOn, setExpiresOn] = useState(civilDateIn(DEFAULT_EXPIRY_DAYS));
  const [clientAddress, setClientAddress] = useState('');
  const [claimType, setClaimType] = useState('');
  const [attorney, setAttorney] = useState(defaultAttorney);
  const [incidentDate, setIncidentDate] = useState('');
  const [defendantKind, setDefendantKind] = useState('private');
  const [preview, setPreview] = useState<{ url: string; pageCount: number } | undefined>();
  const [confirming, setConfirming] = useState(false);
  const previewing = useSubmit();

  const template = templates.data?.items.find((item) => item.id === templateId);

  const draft = useCallback(
    (): LetterDraft => ({
      caseId,
      templateId,
      templateVersion: template?.version ?? 0,
      signers: signers.map((signer) => ({ ...signer, name: signer.name.trim(), email: signer.email.trim() })),
      expiresOn,
      clientAddress: clientAddress.trim() || null,
      matter: needsMatter
        ? {
            claimType: claimType.trim(),
            responsibleAttorney: attorney,
            facts: { incidentDate, defendantKind, clientBirthDate: null, claimPresentedOn: null },
          }
        : null,
    }),
    [
      caseId,
      templateId,
      template,
      signers,
      expiresOn,
      clientAddress,
      needsMatter,
      claimType,
      attorney,
      incidentDate,
      defendantKind,
    ],
  );

  const setSigner = (index: number, change: Partial<Signer>) => {
    setSigners(signers.map((signer, at) => (at === index ? { ...signer, ...change } : signer)));
    setPreview(undefined);
  };
  const hasGuardian = signers.some((signer) => signer.role === 'guardian');

  /** The browser checks the required fields first; "Send" then asks, "Preview PDF" makes the PDF. */
  const check = (form: HTMLFormElement | null) => form?.reportValidity() ?? false;

  return (
    <Form
      method="post"
      aria-label="New letter"
      className="border rounded p-3 mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (check(event.currentTarget)) setConfirming(true);
      }}
      onChange={() => setPreview(undefined)}
    >
      <h3 className="h6">New letter</h3>
      {templates.error && <ErrorBox message={templates.error} />}
      <Form.Group className="mb-3" controlId={`${ids}-template`}>
        <Form.Label>Template *</Form.Label>
        <Form.Select
          required
          value={templateId}
          aria-busy={templates.loading}
          onChange={(event) => setTemplateId(event.target.value)}
        >
          <option value="">{templates.loading ? 'Loading the templates…' : 'Choose a template'}</option>
          {templates.data?.items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} ({LANGUAGE_NAMES[item.language] ?? item.language}, version {item.version})
            </option>
          ))}
        </Form.Select>
      </Form.Group>

      <fieldset className="mb-2">
        <legend className="fs-6 fw-semibold">Signers</legend>
        {signers.map((signer, index) => (
          <div key={signer.role} className="row g-2 mb-2" role="group" aria-label={SIGNER_ROLES[signer.role]}>
            <Form.Group className="col-sm-6" controlId={`${ids}-${signer.role}-name`}>
              <Form.Label>{SIGNER_ROLES[signer.role]}: full name *</Form.Label>
              <Form.Control
                required
                value={signer.name}
                onChange={(event) => setSigner(index, { name: event.target.value })}
              />
            </Form.Group>
            <Form.Group className="col-sm-6" controlId={`${ids}-${signer.role}-email`}>
              <Form.Label>{SIGNER_ROLES[signer.role]}: email *</Form.Label>
              <Form.Control
                type="email"
                required
                value={signer.email}
                onChange={(event) => setSigner(index, { email: event.target.value })}
              />
            </Form.Group>
          </div>
        ))}
        {hasGuardian ? (
          <Button
            variant="link"
            className="px-0"
            onClick={() => setSigners(signers.filter((signer) => signer.role !== 'guardian'))}
          >
            Remove the guardian
          </Button>
        ) : (
          <Button
            variant="link"
            className="px-0"
            onClick={() => setSigners([...signers, { name: '', email: '', role: 'guardian' }])}
          >
            Add a guardian (the client is a minor)
          </Button>
        )}
      </fieldset>

      <Form.Group className="mb-3" controlId={`${ids}-expires`}>
        <Form.Label>The link works until *</Form.Label>
        <Form.Control
          type="date"
          required
          min={civilDateIn(LETTER_LIMITS.minExpiryDays)}
          max={civilDateIn(LETTER_LIMITS.maxExpiryDays)}
          value={expiresOn}
          aria-describedby={`${ids}-expires-help`}
          onChange={(event) => setExpiresOn(event.target.value)}
        />
        <Form.Text id={`${ids}-expires-help`}>
          {LETTER_LIMITS.minExpiryDays} to {LETTER_LIMITS.maxExpiryDays} days from today.
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${ids}-address`}>
        <Form.Label>Client’s postal address</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={clientAddress}
          onChange={(event) => setClientAddress(event.target.value)}
        />
      </Form.Group>

      {needsMatter && (
        <fieldset className="mb-2">
          <legend className="fs-6 fw-semibold">The matter it opens when signed</legend>
          <p className="small text-body-secondary">Ignored if this lead is already a matter.</p>
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
          <Form.Group className="mb-3" controlId={`${ids}-incident`}>
            <Form.Label>Incident date *</Form.Label>
            <Form.Control
              type="date"
              required
              value={incidentDate}
              onChange={(event) => setIncidentDate(event.target.value)}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${ids}-defendant`}>
            <Form.Label>The claim is against *</Form.Label>
            <Form.Select value={defendantKind} onChange={(event) => setDefendantKind(event.target.value)}>
              <SelectOptions choices={DEFENDANT_KINDS} />
            </Form.Select>
          </Form.Group>
        </fieldset>
      )}

      <div className="d-flex flex-wrap gap-2 align-items-center">
        <ProgressButton
          variant="outline-primary"
          pending={previewing.pending}
          onClick={(event) => {
            if (!check(event.currentTarget.form)) return;
            void previewing.run(async () => setPreview(await previewLetter(draft())));
          }}
        >
          {previewing.pending ? 'Making the PDF…' : 'Preview PDF'}
        </ProgressButton>
        <Button type="submit" disabled={previewing.pending}>
          Send…
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <div aria-live="polite">
        {previewing.pending && <LoadingNote>Making the PDF…</LoadingNote>}
        {preview && (
          <p className="mt-2 mb-0">
            <a href={preview.url} target="_blank" rel="noopener noreferrer">
              Open the preview ({preview.pageCount} {preview.pageCount === 1 ? 'page' : 'pages'})
            </a>
          </p>
        )}
      </div>
      <ErrorBox message={previewing.error} />
      {confirming && (
        <ConfirmDialog
          title="Send this letter?"
          body={
            <p className="mb-0">
              {template?.name ?? 'The letter'} goes to{' '}
              {signers.map((signer) => signer.email.trim()).join(' and ')}, each with their own link, which
              works until {expiresOn}.
            </p>
          }
          confirmLabel="Send"
          pendingLabel="Sending…"
          onConfirm={async () => onSent(await sendLetter(draft()))}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Form>
  );
}
