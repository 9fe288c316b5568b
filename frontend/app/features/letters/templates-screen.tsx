/**
 * The engagement letters' templates (/settings/letter-templates): every template's latest version, with its
 * language; administrators write new ones, save new versions (refused over a version saved since) and retire
 * them; other staff read them. The Markdown body may use the merge fields listed beside it, and a contingency-fee
 * agreement's terms are fields, not prose.
 */
import { useCallback, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { TitledCard } from '../../components/cards/titled-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectOptions } from '../../components/form/select-options';
import { StaffForm } from '../../components/form/staff-form';
import { useSubmit } from '../../components/form/use-submit';
import { Pager } from '../../components/table/pager';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { paths } from '../../config/paths';
import { formatTime } from '../../lib/format-time';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useStaffProfile } from '../../lib/use-staff-profile';
import { useUrlState } from '../../lib/use-url-state';
import {
  EXPENSES_DEDUCTED,
  LETTER_KINDS,
  LETTER_LIMITS,
  LETTER_MERGE_FIELDS,
  OWED_IF_NO_RECOVERY,
} from '#contract/letters';
import { LANGUAGE_NAMES } from './letter-words';
import {
  listLetterTemplates,
  retireLetterTemplate,
  saveLetterTemplate,
  type LetterTemplate,
  type TemplateDraft,
} from './letters-api';
import './letters.css';

const CONTINGENCY_FEE = 'contingency-fee';

type FeeFields = {
  percentBeforeSuit: string;
  percentAfterSuit: string;
  percentAtTrial: string;
  expensesDeducted: string;
  owedIfNoRecovery: string;
};

const NO_FEES: FeeFields = {
  percentBeforeSuit: '',
  percentAfterSuit: '',
  percentAtTrial: '',
  expensesDeducted: 'before-fee',
  owedIfNoRecovery: 'nothing',
};

type Editing = { template?: LetterTemplate; draft: Omit<TemplateDraft, 'feeTerms'>; fees: FeeFields };

const editingOf = (template?: LetterTemplate): Editing => ({
  template,
  draft: {
    id: template?.id ?? null,
    baseVersion: template?.version ?? null,
    name: template?.name ?? '',
    kind: template?.kind ?? CONTINGENCY_FEE,
    language: template?.language ?? 'en',
    body: template?.body ?? '',
  },
  fees: template?.feeTerms
    ? {
        percentBeforeSuit: String(template.feeTerms.percentBeforeSuit),
        percentAfterSuit: String(template.feeTerms.percentAfterSuit),
        percentAtTrial: String(template.feeTerms.percentAtTrial),
        expensesDeducted: template.feeTerms.expensesDeducted,
        owedIfNoRecovery: template.feeTerms.owedIfNoRecovery,
      }
    : NO_FEES,
});

/** The template as the API takes it: fee terms only for a contingency-fee agreement. */
const templateToSave = ({ draft, fees }: Editing): TemplateDraft => ({
  ...draft,
  name: draft.name.trim(),
  feeTerms:
    draft.kind === CONTINGENCY_FEE
      ? {
          percentBeforeSuit: Number(fees.percentBeforeSuit),
          percentAfterSuit: Number(fees.percentAfterSuit),
          percentAtTrial: Number(fees.percentAtTrial),
          expensesDeducted: fees.expensesDeducted,
          owedIfNoRecovery: fees.owedIfNoRecovery,
        }
      : null,
});

function PercentField({
  id,
  label,
  value,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group className="col-sm-4" controlId={id}>
      <Form.Label>{label} *</Form.Label>
      <Form.Control
        type="number"
        required
        min={0}
        max={LETTER_LIMITS.maxPercent}
        step={0.01}
        inputMode="decimal"
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Group>
  );
}

function TemplateEditor({
  editing,
  mayEdit,
  onSaved,
  onClose,
}: {
  editing: Editing;
  mayEdit: boolean;
  onSaved: (template: LetterTemplate) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const [state, setState] = useState(editing);
  const [retiring, setRetiring] = useState(false);
  const body = useRef<HTMLTextAreaElement>(null);
  const saving = useSubmit();
  const { draft, fees, template } = state;
  const set = (change: Partial<Editing['draft']>) => setState({ ...state, draft: { ...draft, ...change } });
  const setFee = (change: Partial<FeeFields>) => setState({ ...state, fees: { ...fees, ...change } });
  const readOnly = !mayEdit;

  /** Puts `{{field}}` where the cursor is in the body. */
  const insertField = (field: string) => {
    const area = body.current;
    const token = `{{${field}}}`;
    const at = area?.selectionStart ?? draft.body.length;
    const end = area?.selectionEnd ?? at;
    set({ body: draft.body.slice(0, at) + token + draft.body.slice(end) });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  const title = template ? `${template.name}, version ${template.version}` : 'New template';
  const fields = (
    <fieldset disabled={readOnly}>
      {readOnly && <legend className="fs-6">Only an administrator can change a template.</legend>}
      <div className="row g-3 mb-3">
        <Form.Group className="col-md-6" controlId={`${ids}-name`}>
          <Form.Label>Name *</Form.Label>
          <Form.Control
            required
            maxLength={LETTER_LIMITS.templateNameMaxLength}
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </Form.Group>
        <Form.Group className="col-md-3" controlId={`${ids}-kind`}>
          <Form.Label>Kind *</Form.Label>
          <Form.Select value={draft.kind} onChange={(event) => set({ kind: event.target.value })}>
            <SelectOptions choices={LETTER_KINDS} />
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-md-3" controlId={`${ids}-language`}>
          <Form.Label>Language *</Form.Label>
          <Form.Select value={draft.language} onChange={(event) => set({ language: event.target.value })}>
            <SelectOptions choices={LANGUAGE_NAMES} />
          </Form.Select>
        </Form.Group>
      </div>

      {draft.kind === CONTINGENCY_FEE && (
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">Fee terms (RPC 1.5(c))</legend>
          <div className="row g-3 mb-3">
            <PercentField
              id={`${ids}-before-suit`}
              label="Fee before suit (%)"
              value={fees.percentBeforeSuit}
              disabled={readOnly}
              onChange={(percentBeforeSuit) => setFee({ percentBeforeSuit })}
            />
            <PercentField
              id={`${ids}-after-suit`}
              label="Fee after suit is filed (%)"
              value={fees.percentAfterSuit}
              disabled={readOnly}
              onChange={(percentAfterSuit) => setFee({ percentAfterSuit })}
            />
            <PercentField
              id={`${ids}-at-trial`}
              label="Fee at trial (%)"
              value={fees.percentAtTrial}
              disabled={readOnly}
              onChange={(percentAtTrial) => setFee({ percentAtTrial })}
            />
          </div>
          <div className="row g-3">
            <Form.Group className="col-md-6" controlId={`${ids}-expenses`}>
              <Form.Label>Expenses are deducted *</Form.Label>
              <Form.Select
                value={fees.expensesDeducted}
                onChange={(event) => setFee({ expensesDeducted: event.target.value })}
              >
                <SelectOptions choices={EXPENSES_DEDUCTED} />
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-md-6" controlId={`${ids}-owed`}>
              <Form.Label>If nothing is recovered, the client owes *</Form.Label>
              <Form.Select
                value={fees.owedIfNoRecovery}
                onChange={(event) => setFee({ owedIfNoRecovery: event.target.value })}
              >
                <SelectOptions choices={OWED_IF_NO_RECOVERY} />
              </Form.Select>
            </Form.Group>
          </div>
        </fieldset>
      )}

      <div className="letter-template-body">
        <Form.Group controlId={`${ids}-body`}>
          <Form.Label>Body (Markdown) *</Form.Label>
          <Form.Control
            as="textarea"
            ref={body}
            required
            rows={18}
            maxLength={LETTER_LIMITS.templateBodyMaxLength}
            className="font-monospace"
            aria-describedby={`${ids}-fields`}
            value={draft.body}
            onChange={(event) => set({ body: event.target.value })}
          />
        </Form.Group>
        <section id={`${ids}-fields`} aria-label="Merge fields">
          <h3 className="h6 mt-3 mt-lg-0">Merge fields</h3>
          <p className="small text-body-secondary">
            Write a field as <code>{'{{client.name}}'}</code>; any other name is refused on save.
            {mayEdit && ' Choose one to put it where the cursor is.'}
          </p>
          <ul className="list-unstyled small mb-0">
            {Object.entries(LETTER_MERGE_FIELDS).map(([field, meaning]) => (
              <li key={field} className="mb-1">
                {mayEdit ? (
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0"
                    onClick={() => insertField(field)}
                  >
                    <code>{`{{${field}}}`}</code>
                  </button>
                ) : (
                  <code>{`{{${field}}}`}</code>
                )}{' '}
                {meaning}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </fieldset>
  );
  return (
    <TitledCard className="mb-3" title={title}>
      {template && (
        <p className="small text-body-secondary">
          Saved {formatTime(template.savedAt)} by {template.savedBy}
          {template.retired && ' · retired: offered for no new letter'}
        </p>
      )}
      {mayEdit ? (
        <StaffForm
          label={title}
          submit={saving}
          submitLabel={template ? 'Save a new version' : 'Save the template'}
          pendingLabel="Saving…"
          link={
            <>
              <Button variant="outline-secondary" onClick={onClose}>
                Close
              </Button>
              {template && mayEdit && (
                <Button variant="outline-danger" onClick={() => setRetiring(true)}>
                  {template.retired ? 'Restore…' : 'Retire…'}
                </Button>
              )}
            </>
          }
          onSubmit={() =>
            void saving.run(async () => onSaved(await saveLetterTemplate(templateToSave(state))))
          }
        >
          {fields}
        </StaffForm>
      ) : (
        <>
          {fields}
          <Button variant="outline-secondary" className="mt-3" onClick={onClose}>
            Close
          </Button>
        </>
      )}
      {retiring && template && (
        <ConfirmDialog
          title={template.retired ? `Restore “${template.name}”?` : `Retire “${template.name}”?`}
          body={
            <p className="mb-0">
              {template.retired
                ? 'It will be offered for new letters again.'
                : 'It will be offered for no new letter. Letters already made from it keep it.'}
            </p>
          }
          confirmLabel={template.retired ? 'Restore' : 'Retire'}
          pendingLabel="Saving…"
          danger={!template.retired}
          onConfirm={async () => {
            onSaved(await retireLetterTemplate(template.id, !template.retired));
            setRetiring(false);
          }}
          onCancel={() => setRetiring(false)}
        />
      )}
    </TitledCard>
  );
}

const VIEW = { retired: '' };

export function TemplatesScreen() {
  const profile = useStaffProfile();
  const [view, setView] = useUrlState(VIEW);
  const includeRetired = view.retired === 'shown';
  const load = useCallback(
    (cursor: string | null) => listLetterTemplates(includeRetired, cursor),
    [includeRetired],
  );
  const list = useCursorPages(load);
  const [editing, setEditing] = useState<Editing | undefined>();
  const [saved, setSaved] = useState('');

  const onSaved = (template: LetterTemplate) => {
    setEditing(editingOf(template));
    setSaved(`Saved: ${template.name}, version ${template.version}${template.retired ? ' (retired)' : ''}.`);
    void list.reload();
  };

  return (
    <>
      {profile.isAdmin && <Link to={paths.settings}>← Settings</Link>}
      <h1 className="h2 mt-2 mb-3">Letter templates</h1>
      <p>
        The engagement letters staff send from a lead or a matter are made from these. Saving makes a new
        version; a letter keeps the version it was made from.
      </p>
      <div className="d-flex flex-wrap gap-3 align-items-center mb-3">
        {profile.isAdmin && (
          <Button
            onClick={() => {
              setSaved('');
              setEditing(editingOf());
            }}
          >
            New template
          </Button>
        )}
        <Form.Check
          id="templates-retired"
          type="checkbox"
          label="Show retired templates"
          checked={includeRetired}
          onChange={(event) => setView({ retired: event.target.checked ? 'shown' : '' })}
        />
      </div>
      <p role="status" className="mb-2">
        {saved}
      </p>
      {editing && (
        <TemplateEditor
          key={`${editing.template?.id ?? 'new'}-${editing.template?.version ?? 0}`}
          editing={editing}
          mayEdit={profile.isAdmin}
          onSaved={onSaved}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ErrorBox message={list.error} />
      <div aria-live="polite">
        {list.loading && !list.page && <LoadingNote>Loading the templates…</LoadingNote>}
      </div>
      <div className="table-responsive">
        <table className="table align-middle">
          <caption className="visually-hidden">Letter templates</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col">Language</th>
              <th scope="col">Version</th>
              <th scope="col">Saved</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((template) => (
              <tr key={template.id}>
                <td>
                  {template.name}{' '}
                  {template.retired && <span className="badge text-bg-secondary">Retired</span>}
                </td>
                <td>{LETTER_KINDS[template.kind as keyof typeof LETTER_KINDS] ?? template.kind}</td>
                <td>{LANGUAGE_NAMES[template.language] ?? template.language}</td>
                <td>{template.version}</td>
                <td className="small">
                  {formatTime(template.savedAt)}
                  <br />
                  {template.savedBy}
                </td>
                <td>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    aria-label={`${profile.isAdmin ? 'Edit' : 'Read'} ${template.name}`}
                    onClick={() => {
                      setSaved('');
                      setEditing(editingOf(template));
                    }}
                  >
                    {profile.isAdmin ? 'Edit' : 'Read'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.page && list.items.length === 0 && <p>No templates yet.</p>}
      <Pager list={list} />
    </>
  );
}
