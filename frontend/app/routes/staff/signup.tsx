import { useState } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { checkPassword } from '#contract/password-policy';
import type { StaffUser } from '#contract/operations';
import { addUser } from '../../features/auth/api';
import { ErrorBox } from '../../components/form/error-box';
import { FormActions } from '../../components/form/form-actions';
import { TextField } from '../../components/form/text-field';
import { requireAdministrator } from '../../features/auth/guards';
import { NewPasswordField } from '../../features/auth/new-password-field';
import { staffMeta } from '../../features/staff-shell/staff-meta';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';

export const meta = () => staffMeta('Create a Staff Account');

/** Only administrators stay; others go to /login or /dashboard (spec section 4). */
export function clientLoader() {
  return requireAdministrator();
}

const EMPTY_FORM = { firstName: '', lastName: '', email: '', password: '' };

export default function Signup() {
  const [form, setForm] = useState(EMPTY_FORM);
  const [isPasswordValid, setIsPasswordValid] = useState(true);
  const [created, setCreated] = useState<StaffUser | null>(null);
  const { pending, error, run } = useSubmit();

  const field = (name: keyof typeof EMPTY_FORM) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    if (name === 'password' && checkPassword(value).valid) setIsPasswordValid(true);
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setCreated(null);
    if (!checkPassword(form.password).valid) {
      setIsPasswordValid(false);
      return;
    }
    void run(async () => {
      const { user } = await addUser(form);
      setCreated(user);
      setForm(EMPTY_FORM);
    });
  };

  return (
    <>
      <h1>Create a staff account</h1>
      <p className="small text-body-secondary">* Required information</p>
      <div role="status">
        {created && (
          <Alert variant="success">
            Account created for {created.firstName} {created.lastName} ({created.email}). They can now sign
            in.
          </Alert>
        )}
      </div>
      <Form onSubmit={handleSubmit} aria-label="Create a staff account">
        <TextField
          controlId="signup-first-name"
          label="First Name *"
          value={form.firstName}
          onChange={field('firstName')}
          autoComplete="off"
        />
        <TextField
          controlId="signup-last-name"
          label="Last Name *"
          value={form.lastName}
          onChange={field('lastName')}
          autoComplete="off"
        />
        <TextField
          controlId="signup-email"
          label="Email address *"
          type="email"
          value={form.email}
          onChange={field('email')}
          autoComplete="off"
        />
        <NewPasswordField
          label="Password *"
          value={form.password}
          onChange={field('password')}
          invalid={!isPasswordValid}
        />
        <FormActions>
          <SubmitButton pending={pending} label="Submit" pendingLabel="Creating…" />
          <Link to={paths.login}>Back to Sign in</Link>
        </FormActions>
      </Form>
      <ErrorBox message={error} />
    </>
  );
}
