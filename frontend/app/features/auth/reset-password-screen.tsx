import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Form from 'react-bootstrap/Form';
import { PASSWORD_LENGTH_HINT, checkPassword, passwordMessages } from '#contract/password-policy';
import { getResetTokenOwner, updatePassword } from './api';
import { ErrorBox } from '../../components/status-messages';
import { NewPasswordField } from '../../components/form/new-password-field';
import { PasswordField } from '../../components/form/password-field';
import { signOut } from '../../lib/session';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import type { LoginNotice } from './login-screen';
import { paths } from '../../config/paths';
import { useQuery } from '../../lib/use-query';

const MISSING_TOKEN_MESSAGE = 'This reset link is incomplete. Please request a new one.';
const PASSWORD_UPDATED: LoginNotice = {
  notice: 'Your password has been updated. Please sign in with your new password.',
};

export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const lookUp = useCallback(
    () => (token ? getResetTokenOwner(token) : Promise.reject(new Error(MISSING_TOKEN_MESSAGE))),
    [token],
  );
  const owner = useQuery(lookUp);
  const email = owner.data?.email ?? '';
  const lookupError = owner.error;
  const [password, setPassword] = useState('');
  const [confirmNewPassword, setConfirmNewPassword] = useState('');
  const [isPasswordValid, setIsPasswordValid] = useState(true);
  const { pending, error, run } = useSubmit();

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!checkPassword(password).valid) {
      setIsPasswordValid(false);
      return;
    }
    void run(async () => {
      try {
        await updatePassword({ email, password, confirmNewPassword, token });
      } finally {
        setPassword('');
        setConfirmNewPassword('');
      }
      // Every session of this account has ended on the server; forget this browser's tokens too.
      signOut();
      navigate(paths.login, { state: PASSWORD_UPDATED });
    });
  };

  const mismatch = confirmNewPassword !== '' && confirmNewPassword !== password;
  return (
    <>
      <h1>Reset your password</h1>
      <ErrorBox message={lookupError}>
        {' '}
        <Link to={paths.forgotPassword} className="alert-link">
          Request a new link
        </Link>
      </ErrorBox>
      <Form onSubmit={handleSubmit} aria-label="Choose a new password" className="mt-3">
        <Form.Group className="mb-3" controlId="reset-email">
          <Form.Label>Email address</Form.Label>
          <Form.Control type="email" value={email} readOnly autoComplete="username" />
        </Form.Group>
        <NewPasswordField
          label="New password *"
          value={password}
          onChange={(value) => {
            setPassword(value);
            if (checkPassword(value).valid) setIsPasswordValid(true);
          }}
          invalid={!isPasswordValid}
        />
        <PasswordField
          label="Confirm new password *"
          value={confirmNewPassword}
          onChange={setConfirmNewPassword}
          autoComplete="new-password"
          placeholder={PASSWORD_LENGTH_HINT}
          invalid={mismatch}
        />
        {mismatch && (
          <p className="text-danger small" role="alert">
            {passwordMessages.mismatch}
          </p>
        )}
        <SubmitButton pending={pending} label="Update password" pendingLabel="Updating…" />
      </Form>
      <ErrorBox message={error} />
    </>
  );
}
