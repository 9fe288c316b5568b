import { useCallback, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { checkPassword, passwordMessages } from '#contract/password-policy';
import { TitledCard } from '../../components/cards/titled-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/status-messages';
import { PasswordField } from '../../components/form/password-field';
import { ProgressButton, SubmitButton } from '../../components/form/submit-button';
import { NameFields } from '../../components/form/text-field';
import { useSubmit } from '../../components/form/use-submit';
import { ColumnHeaders } from '../../components/table/column-headers';
import { NewPasswordField } from '../../components/form/new-password-field';
import { changeMyName, changeMyPassword, mySignIns, signOutEverywhereElse } from './account-api';
import { formatTime } from '../../lib/format-time';
import { useQuery } from '../../lib/use-query';
import { useStaffProfile } from '../../lib/use-staff-profile';
import { SessionsSection, useMySessions } from './sessions-section';
import { AuthenticatorSection } from './authenticator-section';
import { CalendarFeedSection } from './calendar-feed-section';
import { PasskeysSection } from './passkeys-section';
import { RecoveryCodesSection } from './recovery-codes-section';
import { useMyFactors } from './use-my-factors';

function Success({ message }: { message: string }) {
  return <div aria-live="polite">{message && <Alert variant="success">{message}</Alert>}</div>;
}

function NameForm() {
  const profile = useStaffProfile();
  const revalidator = useRevalidator();
  const [name, setName] = useState({ firstName: profile.firstName, lastName: profile.lastName });
  const [saved, setSaved] = useState('');
  const { pending, error, run } = useSubmit();
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved('');
    void run(async () => {
      await changeMyName(name.firstName, name.lastName);
      setSaved('Your name is saved.');
      await revalidator.revalidate();
    });
  };
  return (
    <Form onSubmit={handleSubmit} aria-label="Your name">
      <Success message={saved} />
      <NameFields
        idPrefix="account"
        value={name}
        onChange={(part, text) => setName((current) => ({ ...current, [part]: text }))}
      />
      <SubmitButton pending={pending} label="Save name" pendingLabel="Saving…" />
      <ErrorBox message={error} />
    </Form>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', password: '', confirmNewPassword: '' };

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const [form, setForm] = useState(EMPTY_PASSWORDS);
  const [saved, setSaved] = useState('');
  const { pending, error, setError, run } = useSubmit();
  const field = (name: keyof typeof EMPTY_PASSWORDS) => (value: string) =>
    setForm((current) => ({ ...current, [name]: value }));
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved('');
    if (!checkPassword(form.password).valid) return setError(passwordMessages.invalid);
    if (form.password !== form.confirmNewPassword) return setError(passwordMessages.mismatch);
    void run(async () => {
      await changeMyPassword(form);
      setForm(EMPTY_PASSWORDS);
      setSaved('Your password is changed. Every other device was signed out, and we emailed you a notice.');
      onChanged();
    });
  };
  return (
    <Form onSubmit={handleSubmit} aria-label="Change password">
      <Success message={saved} />
      <PasswordField
        label="Current password *"
        value={form.currentPassword}
        onChange={field('currentPassword')}
        autoComplete="current-password"
      />
      <NewPasswordField label="New password *" value={form.password} onChange={field('password')} />
      <PasswordField
        label="Confirm new password *"
        value={form.confirmNewPassword}
        onChange={field('confirmNewPassword')}
        autoComplete="new-password"
      />
      <SubmitButton pending={pending} label="Change password" pendingLabel="Changing…" />
      <ErrorBox message={error} />
    </Form>
  );
}

function SignIns() {
  const { data: signIns, error } = useQuery(mySignIns);
  if (error) return <ErrorBox message={error} />;
  if (!signIns) return <p aria-live="polite">Loading…</p>;
  if (signIns.length === 0) return <p>No sign-ins recorded yet.</p>;
  return (
    <Table size="sm" className="staff-table mb-0">
      <ColumnHeaders columns={[{ label: 'Time' }, { label: 'Network' }, { label: 'Browser' }]} />
      <tbody>
        {signIns.map((signIn) => (
          <tr key={signIn.at}>
            <td data-label="Time">{formatTime(signIn.at)}</td>
            <td data-label="Network">{signIn.network ?? '—'}</td>
            <td data-label="Browser" className="small">
              {signIn.userAgent ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function SignOutElsewhere({ onDone }: { onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState('');
  const { pending, error, run } = useSubmit();
  const confirm = () => {
    setAsking(false);
    void run(async () => {
      await signOutEverywhereElse();
      setDone('Every other device is signed out. You stay signed in here.');
      onDone();
    });
  };
  return (
    <div className="mt-3">
      <p>Lost a phone or signed in on a shared computer? End every session except this one.</p>
      <Success message={done} />
      <ProgressButton variant="outline-danger" onClick={() => setAsking(true)} pending={pending}>
        {pending ? 'Signing out…' : 'Sign out everywhere else'}
      </ProgressButton>
      <ErrorBox message={error} />
      {asking && (
        <ConfirmDialog
          title="Sign out everywhere else"
          body="Every other browser and device signed in to your account is signed out. This one stays signed in."
          confirmLabel="Sign out everywhere else"
          danger
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}

/**
 * Every staff user's own account: name, password, sign-in factors, the calendar feed, recent sign-ins, and
 * signing out other devices.
 */
export function AccountScreen() {
  const profile = useStaffProfile();
  const [signInsVersion, setSignInsVersion] = useState(0);
  const refreshSignIns = useCallback(() => setSignInsVersion((value) => value + 1), []);
  const sessions = useMySessions();
  const factors = useMyFactors();
  const [searchParams] = useSearchParams();
  const enrolmentRequired = searchParams.get('enrol') === 'required';
  return (
    <>
      <h1 className="h2">My account</h1>
      <p className="text-body-secondary text-break">{profile.email}</p>
      {enrolmentRequired && (
        <Alert variant="warning" role="status">
          <strong>Add a passkey or an authenticator app to continue.</strong> The firm requires one of them
          for signing in; until you add one, the rest of the portal stays closed.
        </Alert>
      )}
      <div className="account-grid">
        <TitledCard title="Name">
          <NameForm />
        </TitledCard>
        <TitledCard title="Password">
          <PasswordForm onChanged={refreshSignIns} />
        </TitledCard>
        <TitledCard title="Passkeys">
          <PasskeysSection {...factors} />
        </TitledCard>
        <TitledCard title="Authenticator app">
          <AuthenticatorSection {...factors} />
        </TitledCard>
        <TitledCard title="Recovery codes">
          <RecoveryCodesSection {...factors} />
        </TitledCard>
        {/* The feed reads leads: closed, like the rest of the portal, until a strong factor is added. */}
        {!enrolmentRequired && (
          <TitledCard title="Calendar feed">
            <CalendarFeedSection />
          </TitledCard>
        )}
        <TitledCard title="Recent sign-ins">
          {/* Read again (remounted) when a password change ended the other sessions. */}
          <SignIns key={signInsVersion} />
        </TitledCard>
        {/* Read again when every other device was signed out. */}
        <SessionsSection query={sessions}>
          <SignOutElsewhere onDone={() => void sessions.reload()} />
        </SessionsSection>
      </div>
    </>
  );
}
