import { useState } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import { checkPassword } from '#contract/password-policy';
import type { StaffUser } from '#contract/operations';
import { addUser } from './api';
import { EmailField, NameFields } from '../../components/form/text-field';
import { StaffForm } from '../../components/form/staff-form';
import { NewPasswordField } from '../../components/form/new-password-field';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';

const EMPTY_FORM = { firstName: '', lastName: '', email: '', password: '' };

export function SignupScreen() {
  const [form, setForm] = useState(EMPTY_FORM);
  const [isPasswordValid, setIsPasswordValid] = useState(true);
  const [created, setCreated] = useState<StaffUser | null>(null);
  const submit = useSubmit();

  const field = (name: keyof typeof EMPTY_FORM) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    if (name === 'password' && checkPassword(value).valid) setIsPasswordValid(true);
  };

  const handleSubmit = () => {
    setCreated(null);
    if (!checkPassword(form.password).valid) {
      setIsPasswordValid(false);
      return;
    }
    void submit.run(async () => {
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
      <StaffForm
        label="Create a staff account"
        submit={submit}
        submitLabel="Submit"
        pendingLabel="Creating…"
        link={<Link to={paths.login}>Back to Sign in</Link>}
        onSubmit={handleSubmit}
      >
        <NameFields idPrefix="signup" value={form} onChange={(part, text) => field(part)(text)} />
        <EmailField
          controlId="signup-email"
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
      </StaffForm>
    </>
  );
}
