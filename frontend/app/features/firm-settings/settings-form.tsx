import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import {
  SETTINGS_LIMITS,
  WEEKDAYS,
  settingsProblem,
  type FirmSettings,
  type Weekday,
} from '#contract/firm-settings';
import type { FirmSettingsFieldsFragment } from '#contract/graphql/settings.generated';
import { TitledCard } from '../../components/cards/titled-card';
import { ErrorBox } from '../../components/status-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { formatTime } from '../../lib/format-time';
import { useQuery } from '../../lib/use-query';
import { readFirmSettings, saveFirmSettings } from './api';

type Draft = Omit<FirmSettings, 'firstContactMinutes' | 'contactedFollowUpDays' | 'scheduledFollowUpDays'> &
  Record<'firstContactMinutes' | 'contactedFollowUpDays' | 'scheduledFollowUpDays', string>;

const toDraft = (settings: FirmSettingsFieldsFragment): Draft => ({
  timeZone: settings.timeZone,
  businessDays: settings.businessDays as Weekday[],
  opensAt: settings.opensAt,
  closesAt: settings.closesAt,
  firstContactMinutes: String(settings.firstContactMinutes),
  contactedFollowUpDays: String(settings.contactedFollowUpDays),
  scheduledFollowUpDays: String(settings.scheduledFollowUpDays),
});

const fromDraft = (draft: Draft): FirmSettings => ({
  ...draft,
  firstContactMinutes: Number(draft.firstContactMinutes),
  contactedFollowUpDays: Number(draft.contactedFollowUpDays),
  scheduledFollowUpDays: Number(draft.scheduledFollowUpDays),
});

/** Every zone this browser knows, with the saved one kept even if it does not. */
function useTimeZones(saved: string): string[] {
  return useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes(saved) ? zones : [saved, ...zones];
  }, [saved]);
}

function NumberField({
  id,
  label,
  hint,
  value,
  limits,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  limits: { min: number; max: number };
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        required
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <Form.Text id={`${id}-hint`}>{hint}</Form.Text>
    </Form.Group>
  );
}

function Editor({ loaded }: { loaded: FirmSettingsFieldsFragment }) {
  const [settings, setSettings] = useState(loaded);
  const [draft, setDraft] = useState(() => toDraft(loaded));
  const [saved, setSaved] = useState('');
  const { pending, error, setError, run } = useSubmit();
  const zones = useTimeZones(settings.timeZone);
  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) => {
      setSaved('');
      setDraft((current) => ({ ...current, [field]: value }));
    };
  const toggleDay = (day: Weekday) =>
    set('businessDays')(
      draft.businessDays.includes(day)
        ? draft.businessDays.filter((other) => other !== day)
        : [...draft.businessDays, day].sort((a, b) => a - b),
    );
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = fromDraft(draft);
    const problem = settingsProblem(next);
    if (problem) return setError(problem);
    void run(async () => {
      const stored = await saveFirmSettings({ ...next, version: settings.version });
      setSettings(stored);
      setDraft(toDraft(stored));
      setSaved('The settings are saved.');
    });
  };
  return (
    <Form onSubmit={handleSubmit} aria-label="Firm settings" noValidate>
      <div className="account-grid mb-3">
        <TitledCard title="Business hours">
          <Form.Group className="mb-3" controlId="settings-zone">
            <Form.Label>Time zone</Form.Label>
            <Form.Select value={draft.timeZone} onChange={(event) => set('timeZone')(event.target.value)}>
              {zones.map((zone) => (
                <option key={zone}>{zone}</option>
              ))}
            </Form.Select>
          </Form.Group>
          <fieldset className="mb-3 large-checks">
            <legend className="form-label fs-6">Business days</legend>
            {(Object.entries(WEEKDAYS) as unknown as [string, string][]).map(([day, name]) => (
              <Form.Check
                key={day}
                inline
                id={`settings-day-${day}`}
                label={name}
                checked={draft.businessDays.includes(Number(day) as Weekday)}
                onChange={() => toggleDay(Number(day) as Weekday)}
              />
            ))}
          </fieldset>
          <div className="d-flex gap-3 flex-wrap">
            <Form.Group className="mb-3" controlId="settings-opens">
              <Form.Label>Opens at</Form.Label>
              <Form.Control
                type="time"
                required
                value={draft.opensAt}
                onChange={(event) => set('opensAt')(event.target.value)}
              />
            </Form.Group>
            <Form.Group className="mb-3" controlId="settings-closes">
              <Form.Label>Closes at</Form.Label>
              <Form.Control
                type="time"
                required
                value={draft.closesAt}
                onChange={(event) => set('closesAt')(event.target.value)}
              />
            </Form.Group>
          </div>
        </TitledCard>
        <TitledCard title="Speed to lead">
          <NumberField
            id="settings-first-contact"
            label="First contact within (business minutes)"
            hint="A lead still New after this long alerts its assignee (or every staff user); after twice as long, the administrators."
            value={draft.firstContactMinutes}
            limits={SETTINGS_LIMITS.firstContactMinutes}
            onChange={set('firstContactMinutes')}
          />
          <NumberField
            id="settings-contacted-days"
            label="Follow up a Contacted lead after (business days without a change)"
            hint="Then a follow-up is due, unless a follow-up date was set by hand."
            value={draft.contactedFollowUpDays}
            limits={SETTINGS_LIMITS.followUpDays}
            onChange={set('contactedFollowUpDays')}
          />
          <NumberField
            id="settings-scheduled-days"
            label="Follow up a scheduled consultation (business days after its date)"
            hint="Counted from the lead's follow-up date."
            value={draft.scheduledFollowUpDays}
            limits={SETTINGS_LIMITS.followUpDays}
            onChange={set('scheduledFollowUpDays')}
          />
        </TitledCard>
      </div>
      <div aria-live="polite">{saved && <Alert variant="success">{saved}</Alert>}</div>
      <SubmitButton pending={pending} label="Save settings" pendingLabel="Saving…" />
      <ErrorBox message={error} />
      {settings.updatedAt && (
        <p className="text-body-secondary small mt-3 mb-0">
          Last changed {formatTime(settings.updatedAt)} by {settings.updatedBy}.
        </p>
      )}
    </Form>
  );
}

/** The firm's settings, loaded once; the editor starts from what the server holds. */
export function FirmSettingsForm() {
  const { data: loaded, error } = useQuery(readFirmSettings);
  if (error) return <ErrorBox message={error} />;
  if (!loaded) return <p aria-live="polite">Loading…</p>;
  return <Editor loaded={loaded} />;
}
