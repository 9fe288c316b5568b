import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import type { SecondFactor } from '#contract/graphql/sign-in.generated';
import { TOTP_DIGITS } from '#contract/limits';
import { ErrorBox } from '../../components/status-messages';
import { ProgressButton, SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';
import { passkeyLogin, passkeyLoginOptions, recoveryCodeLogin, totpLogin } from './api';
import { answerWithPasskey, usePrefetchedChallenge } from '../../lib/passkey-ceremony';
import { storeSession } from '../../lib/session';

/** What the sign-in page hands the second step: the factors the account may use, strongest first. */
export interface MfaState {
  factors?: SecondFactor[];
}

/** What each factor is called where the others are offered as choices. */
export const FACTOR_CHOICES: Record<SecondFactor, string> = {
  PASSKEY: 'Use your passkey',
  TOTP: 'Use your authenticator app',
  RECOVERY_CODE: 'Use a recovery code',
  EMAIL_CODE: 'Email me a code instead',
};

/** The form of a factor a person types: a code from the app, or a recovery code. */
export function TypedCodeStep({ factor }: { factor: 'TOTP' | 'RECOVERY_CODE' }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const verify = useSubmit();
  const totp = factor === 'TOTP';
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void verify.run(async () => {
      try {
        const { token } = await (totp ? totpLogin(code) : recoveryCodeLogin(code));
        storeSession(token);
        navigate(paths.dashboard);
      } finally {
        setCode('');
      }
    });
  };
  return (
    <Form onSubmit={handleSubmit} aria-label={totp ? 'Code from your authenticator app' : 'Recovery code'}>
      <p>
        {totp
          ? 'Enter the code your authenticator app shows for this account.'
          : 'Enter one of the recovery codes you saved. Each code works once.'}
      </p>
      <Form.Group className="mb-3" controlId={totp ? 'totp-code' : 'recovery-code'}>
        <Form.Label>{totp ? 'Authenticator code *' : 'Recovery code *'}</Form.Label>
        <Form.Control
          className={totp ? 'security-code-input' : 'font-monospace'}
          value={code}
          onChange={(event) =>
            setCode(totp ? event.target.value.replace(/\D/g, '').slice(0, TOTP_DIGITS) : event.target.value)
          }
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          {...(totp && {
            pattern: `[0-9]{${TOTP_DIGITS}}`,
            title: `The ${TOTP_DIGITS} digits your app shows`,
          })}
          autoFocus
          required
        />
      </Form.Group>
      <SubmitButton pending={verify.pending} label="Submit" pendingLabel="Checking…" />
      <ErrorBox message={verify.error} />
    </Form>
  );
}

/** The account's passkey: the challenge is fetched first, so the click starts the browser's prompt at once. */
export function PasskeyStep() {
  const navigate = useNavigate();
  const challenge = usePrefetchedChallenge(passkeyLoginOptions);
  const verify = useSubmit();
  const handleClick = () => {
    const current = challenge.take();
    if (!current) return;
    const answer = answerWithPasskey(current);
    void verify.run(async () => {
      const { token } = await passkeyLogin(await answer);
      storeSession(token);
      navigate(paths.dashboard);
    });
  };
  return (
    <>
      <p>Use your passkey: this device’s fingerprint, face or screen lock, your phone, or a security key.</p>
      <ProgressButton variant="primary" onClick={handleClick} pending={verify.pending || !challenge.ready}>
        {verify.pending ? 'Checking…' : 'Continue with passkey'}
      </ProgressButton>
      <ErrorBox message={verify.error || challenge.error} />
    </>
  );
}

/** The other factors this account may use, as buttons below the current one. */
export function FactorChoices({
  factors,
  current,
  pending,
  onChoose,
}: {
  factors: SecondFactor[];
  current: SecondFactor;
  pending: boolean;
  onChoose: (factor: SecondFactor) => void;
}) {
  const others = factors.filter((factor) => factor !== current);
  if (others.length === 0) return null;
  return (
    <nav aria-label="Other ways to verify" className="mt-3 d-flex flex-column align-items-start">
      {others.map((factor) => (
        <Button
          key={factor}
          variant="link"
          className="px-0"
          disabled={pending}
          onClick={() => onChoose(factor)}
        >
          {FACTOR_CHOICES[factor]}
        </Button>
      ))}
    </nav>
  );
}
