import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import Form from 'react-bootstrap/Form';
import { requestPasswordReset } from '../../features/auth/api';
import { ErrorBox } from '../../components/form/error-box';
import { FormActions } from '../../components/form/form-actions';
import { TextField } from '../../components/form/text-field';
import { staffMeta } from '../../features/staff-shell/staff-meta';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';

export const meta = () => staffMeta('Forgot Password');

export default function ForgotPassword() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { pending, error, run } = useSubmit();

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await requestPasswordReset(email);
      navigate(paths.resetLinkSent);
    });
  };

  return (
    <>
      <h1>Forgot your password?</h1>
      <p>
        Enter the email address you sign in with. If it belongs to a staff account, we will email you a link
        to choose a new password.
      </p>
      <Form onSubmit={handleSubmit} aria-label="Request a password reset">
        <TextField
          controlId="forgot-email"
          label="Email address *"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="username"
        />
        <FormActions>
          <SubmitButton pending={pending} label="Reset Password" pendingLabel="Sending…" />
          <Link to={paths.login}>Back to Sign in</Link>
        </FormActions>
      </Form>
      <ErrorBox message={error} />
    </>
  );
}
