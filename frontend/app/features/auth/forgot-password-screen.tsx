import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { requestPasswordReset } from './api';
import { EmailField } from '../../components/form/text-field';
import { StaffForm } from '../../components/form/staff-form';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';

export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const submit = useSubmit();

  const handleSubmit = () => {
    void submit.run(async () => {
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
      <StaffForm
        label="Request a password reset"
        submit={submit}
        submitLabel="Reset Password"
        pendingLabel="Sending…"
        link={<Link to={paths.login}>Back to Sign in</Link>}
        onSubmit={handleSubmit}
      >
        <EmailField controlId="forgot-email" value={email} onChange={setEmail} autoComplete="username" />
      </StaffForm>
    </>
  );
}
