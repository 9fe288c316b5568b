import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import Form from 'react-bootstrap/Form';
import { CODE_SENT_MESSAGE_MS, SECURITY_CODE_DIGITS, SECURITY_CODE_TTL_SECONDS } from '#contract/limits';
import type { SecondFactor } from '#contract/graphql/sign-in.generated';
import { firm } from '../../content/firm';
import { sendCode, twoFactorLogin } from './api';
import { ErrorBox } from '../../components/status-messages';
import { storeFirstStage, storeSession } from '../../lib/session';
import { FactorChoices, PasskeyStep, TypedCodeStep, type MfaState } from './strong-factor-step';
import { ProgressButton, SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';
import { mailtoHref } from '#contract/links';

/** Keeps the digits of what was typed or pasted ("123 456" becomes "123456"). */
function digitsOf(value: string): string {
  return value.replace(/\D/g, '').slice(0, SECURITY_CODE_DIGITS);
}

/**
 * Step two. An account with only the emailed code sees the code form as always; one with a passkey or an
 * authenticator app sees the strongest first, with the others (the emailed code among them) as choices.
 */
export function MfaScreen() {
  const factors = (useLocation().state as MfaState | null)?.factors ?? ['EMAIL_CODE'];
  const [factor, setFactor] = useState<SecondFactor>(factors[0] ?? 'EMAIL_CODE');
  const mail = useSubmit();
  const choose = (next: SecondFactor) => {
    if (next !== 'EMAIL_CODE') return setFactor(next);
    // Nothing was mailed at the password step: the first code is sent now.
    void mail.run(async () => {
      const { token } = await sendCode();
      storeFirstStage(token);
      setFactor(next);
    });
  };
  if (factors.length === 1) return <EmailCodeStep />;
  return (
    <>
      {factor === 'EMAIL_CODE' ? (
        <EmailCodeStep />
      ) : (
        <>
          <h1>Verify Your Identity</h1>
          {factor === 'PASSKEY' ? <PasskeyStep /> : <TypedCodeStep key={factor} factor={factor} />}
        </>
      )}
      <FactorChoices factors={factors} current={factor} pending={mail.pending} onChoose={choose} />
      <ErrorBox message={mail.error} />
      {factor !== 'EMAIL_CODE' && (
        <p className="mt-3 mb-0">
          <Link to={paths.login}>Back to Sign in</Link>
        </p>
      )}
    </>
  );
}

/** The emailed code, as the spec's flow has it. */
function EmailCodeStep() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const verify = useSubmit();
  const resend = useSubmit();

  useEffect(() => {
    if (!codeSent) return;
    const timer = window.setTimeout(() => setCodeSent(0), CODE_SENT_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [codeSent]);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    resend.setError('');
    void verify.run(async () => {
      try {
        const { token } = await twoFactorLogin(code);
        storeSession(token);
        navigate(paths.dashboard);
      } finally {
        setCode('');
      }
    });
  };

  const handleResend = () => {
    verify.setError('');
    setCodeSent(0);
    void resend.run(async () => {
      const { token } = await sendCode();
      storeFirstStage(token);
      setCodeSent(Date.now());
    });
  };

  const error = verify.error || resend.error;
  return (
    <>
      <h1>Verify Your Identity</h1>
      <p>We sent a confirmation code to your email address. Enter it below to finish signing in.</p>
      <Form onSubmit={handleSubmit} aria-label="Verify your identity">
        <Form.Group className="mb-3" controlId="security-code">
          <Form.Label>Security code *</Form.Label>
          <Form.Control
            className="security-code-input"
            type="text"
            value={code}
            onChange={(event) => setCode(digitsOf(event.target.value))}
            placeholder={'*'.repeat(SECURITY_CODE_DIGITS)}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern={`[0-9]{${SECURITY_CODE_DIGITS}}`}
            title={`The ${SECURITY_CODE_DIGITS} digits from the email`}
            required
          />
        </Form.Group>
        <div className="d-flex flex-wrap gap-2">
          <SubmitButton pending={verify.pending} label="Submit" pendingLabel="Checking…" />
          <ProgressButton variant="outline-secondary" onClick={handleResend} pending={resend.pending}>
            {resend.pending ? 'Sending…' : 'Request a new code'}
          </ProgressButton>
        </div>
      </Form>
      <div role="status" className="mt-3">
        {codeSent > 0 && <div className="alert alert-success mb-0">Your code has been sent</div>}
      </div>
      <ErrorBox message={error} />

      <Button
        variant="link"
        className="px-0 mt-3 text-start"
        onClick={() => setHelpOpen((open) => !open)}
        aria-expanded={helpOpen}
        aria-controls="mfa-help"
      >
        Need some help?
      </Button>
      <Collapse in={helpOpen}>
        <div id="mfa-help">
          <ul className="small mb-2">
            <li>The email can take a few minutes to arrive.</li>
            <li>Check that you signed in with the right email address.</li>
            <li>Look in your spam or junk folder.</li>
            <li>
              The one-time code expires after {SECURITY_CODE_TTL_SECONDS / 60} minutes; request a new one if
              it has.
            </li>
          </ul>
          <p className="small mb-0">
            Still no code? Email the firm’s administrator at{' '}
            <a href={mailtoHref(firm.adminSupportEmail)}>{firm.adminSupportEmail}</a>.
          </p>
        </div>
      </Collapse>
      <p className="mt-3 mb-0">
        <Link to={paths.login}>Back to Sign in</Link>
      </p>
    </>
  );
}
