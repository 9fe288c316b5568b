import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import { login } from '../../features/auth/api';
import { EmailField } from '../../components/form/text-field';
import { PasswordField } from '../../components/form/password-field';
import { StaffForm } from '../../components/form/staff-form';
import { storeFirstStage } from '../../features/auth/session';
import { staffMeta } from '../../features/staff-shell/staff-meta';
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
  const submit = useSubmit();

  const handleSubmit = () => {
    void submit.run(async () => {
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
      <StaffForm
        label="Sign in"
        submit={submit}
        submitLabel="Sign in"
        pendingLabel="Signing in…"
        link={<Link to={paths.forgotPassword}>Forgot Password?</Link>}
        onSubmit={handleSubmit}
      >
        <EmailField controlId="login-email" value={email} onChange={setEmail} autoComplete="username" />
        <PasswordField
          label="Password *"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
      </StaffForm>
    </>
  );
}
