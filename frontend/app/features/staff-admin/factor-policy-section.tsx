import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { DEFAULT_FACTOR_GRACE_DAYS, MAX_FACTOR_GRACE_DAYS } from '#contract/limits';
import { TitledCard } from '../../components/cards/titled-card';
import { ErrorBox } from '../../components/status-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { useDraft } from '../../lib/use-draft';
import { useQuery } from '../../lib/use-query';
import { readFactorPolicy, saveFactorPolicy } from './api';
import { formatTime } from '../../lib/format-time';

const CHOICES = [
  { value: 'nobody', label: 'Nobody: the emailed code is enough' },
  { value: 'administrators', label: 'Administrators' },
  { value: 'everyone', label: 'Everyone' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the saved policy means today, in a sentence. */
function summary(policy: { require: string; graceDays: number; since?: string | null }): string {
  if (policy.require === 'nobody' || !policy.since) return 'No one is required to use a passkey or an app.';
  const who = policy.require === 'everyone' ? 'Everyone' : 'Administrators';
  const until = new Date(Date.parse(policy.since) + policy.graceDays * DAY_MS).toISOString();
  return `${who} must use a passkey or an authenticator app; the emailed code alone works until ${formatTime(until)}.`;
}

/** The form's values for the saved policy, or the defaults while it loads. */
const formOf = (policy: { require: string; graceDays: number } | undefined) => ({
  require: policy?.require ?? 'nobody',
  graceDays: String(policy?.graceDays ?? DEFAULT_FACTOR_GRACE_DAYS),
});

/**
 * /staff: the firm's rule on strong sign-in factors. Past the grace period, a person it applies to who has
 * neither a passkey nor an authenticator app can only reach My account to add one (the server enforces it).
 */
export function FactorPolicySection() {
  const policy = useQuery(readFactorPolicy);
  const [form, setForm] = useDraft(policy.data, formOf);
  const [saved, setSaved] = useState('');
  const submit = useSubmit();

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved('');
    void submit.run(async () => {
      const next = await saveFactorPolicy(form.require, Number(form.graceDays));
      policy.setData(next);
      setSaved(`Saved. ${summary(next)}`);
    });
  };

  return (
    <TitledCard title="Sign-in policy" className="mt-4">
      <p>
        Require a passkey or an authenticator app, stronger than a code sent by email. People it applies to
        get a grace period to add one; after it, they can only reach My account until they do.
      </p>
      {policy.loading && !policy.data && <p aria-live="polite">Loading…</p>}
      <ErrorBox message={policy.error} />
      {policy.data && (
        <Form onSubmit={handleSubmit} aria-label="Sign-in policy">
          <p className="text-body-secondary">{summary(policy.data)}</p>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Who must use one</legend>
            {CHOICES.map((choice) => (
              <Form.Check
                key={choice.value}
                type="radio"
                id={`factor-policy-${choice.value}`}
                name="factor-policy"
                label={choice.label}
                checked={form.require === choice.value}
                onChange={() => setForm({ ...form, require: choice.value })}
              />
            ))}
          </fieldset>
          <Form.Group className="mb-3 factor-policy-days" controlId="factor-policy-grace">
            <Form.Label>Grace period in days *</Form.Label>
            <Form.Control
              type="number"
              min={0}
              max={MAX_FACTOR_GRACE_DAYS}
              required
              value={form.graceDays}
              onChange={(event) => setForm({ ...form, graceDays: event.target.value })}
            />
            <Form.Text>Counted from when you save, at most {MAX_FACTOR_GRACE_DAYS} days.</Form.Text>
          </Form.Group>
          <div aria-live="polite">{saved && <Alert variant="success">{saved}</Alert>}</div>
          <SubmitButton pending={submit.pending} label="Save policy" pendingLabel="Saving…" />
          <ErrorBox message={submit.error} />
        </Form>
      )}
    </TitledCard>
  );
}
