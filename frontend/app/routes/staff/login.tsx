import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { login } from '../../features/auth/api';
import { ErrorBox } from '../../components/form/error-box';
import { FormActions } from '../../components/form/form-actions';
import { TextField } from '../../components/form/text-field';
import { PasswordField } from '../../components/form/password-field';
import { storeFirstStage } from '../../features/auth/session';
import { staffMeta } from '../../features/staff-shell/staff-meta';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';

export const meta = () => staffMeta('Sign in');

/** What another screen may hand the sign-in page, e.g. after a password reset. */
export interface LoginNotice {
  notice?: string;
}

export default function Login() {
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { pending, error, run } = useSubmit();

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      try {
        const { token } = await login(email, password);
        storeFirstStage(token);
        navigate(paths.mfa);
      } finally {
        setPassword('');
      }
    });
  };

  return (
    <>
      <h1>Sign in</h1>
      {notice && (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      )}
      <Form onSubmit={handleSubmit} aria-label="Sign in">
        <TextField
          controlId="login-email"
          label="Email address *"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="username"
        />
        <PasswordField
          label="Password *"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <FormActions>
          <SubmitButton pending={pending} label="Sign in" pendingLabel="Signing in…" />
          <Link to={paths.forgotPassword}>Forgot Password?</Link>
        </FormActions>
      </Form>
      <ErrorBox message={error} />
    </>
  );
}
