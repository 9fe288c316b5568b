import { Link, useLocation, useNavigate } from 'react-router';
import { login } from './api';
import { EmailField } from '../../components/form/text-field';
import { PasswordField } from '../../components/form/password-field';
import { StaffForm } from '../../components/form/staff-form';
import { storeFirstStage } from '../../lib/session';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';
import type { MfaState } from './strong-factor-step';
import { PasskeySignInButton } from './passkey-sign-in-button';

/** What another screen may hand the sign-in page, e.g. after a password reset. */
export interface LoginNotice {
  notice?: string;
}

const EMAIL_ID = 'login-email';
const PASSWORD_ID = 'login-password';

/**
 * The sign-in page is pre-rendered, so its fields can be typed into (or filled by a password manager)
 * before React hydrates them; they are read from the form when it is sent rather than kept in state.
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  const submit = useSubmit();

  const handleSubmit = (form: HTMLFormElement) => {
    const field = (id: string) => form.elements.namedItem(id) as HTMLInputElement;
    const email = field(EMAIL_ID).value;
    const password = field(PASSWORD_ID);
    void submit.run(async () => {
      try {
        const { token, factors } = await login(email, password.value);
        storeFirstStage(token);
        navigate(paths.mfa, { state: { factors } satisfies MfaState });
      } finally {
        password.value = '';
      }
    });
  };

  return (
    <>
      <h1>Sign in</h1>
      {notice && (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      )}
      <StaffForm
        label="Sign in"
        submit={submit}
        submitLabel="Sign in"
        pendingLabel="Signing in…"
        link={<Link to={paths.forgotPassword}>Forgot Password?</Link>}
        onSubmit={handleSubmit}
      >
        <EmailField controlId={EMAIL_ID} autoComplete="username" />
        <PasswordField controlId={PASSWORD_ID} label="Password *" autoComplete="current-password" />
      </StaffForm>
      <PasskeySignInButton />
    </>
  );
}
