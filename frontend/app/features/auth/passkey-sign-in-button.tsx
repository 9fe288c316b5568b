import { useNavigate } from 'react-router';
import { ErrorBox } from '../../components/status-messages';
import { ProgressButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';
import { passkeySignIn, passkeySignInOptions } from './api';
import { answerWithPasskey } from '../../lib/passkey-ceremony';
import { storeSession } from '../../lib/session';

/**
 * "Sign in with a passkey" without typing the email: the device offers the passkeys it holds for this site.
 * The challenge is asked for on the click (a page view asks for nothing), then the prompt opens.
 */
export function PasskeySignInButton() {
  const navigate = useNavigate();
  const submit = useSubmit();
  const handleClick = () =>
    void submit.run(async () => {
      const answer = await answerWithPasskey(await passkeySignInOptions());
      const { token } = await passkeySignIn(answer);
      storeSession(token);
      navigate(paths.dashboard);
    });
  return (
    <div className="mt-3">
      <ProgressButton
        variant="outline-primary"
        className="w-100"
        onClick={handleClick}
        pending={submit.pending}
      >
        {submit.pending ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </ProgressButton>
      <ErrorBox message={submit.error} />
    </div>
  );
}
