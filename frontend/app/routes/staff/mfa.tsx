import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import Form from 'react-bootstrap/Form';
import { CODE_SENT_MESSAGE_MS, SECURITY_CODE_DIGITS, SECURITY_CODE_TTL_SECONDS } from '#contract/limits';
import { firm } from '../../content/firm';
import { sendCode, twoFactorLogin } from '../../features/auth/api';
import { ErrorBox } from '../../components/form/error-box';
import { requireFirstStage } from '../../features/auth/guards';
import { storeFirstStage, storeSession } from '../../features/auth/session';
import { staffMeta } from '../../features/staff-shell/staff-meta';
import { ProgressButton, SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';

export const meta = () => staffMeta('Verify Your Identity');

/** Without a first-stage token there is nothing to verify: back to sign in. */
export function clientLoader() {
  return requireFirstStage();
}

/** Keeps the digits of what was typed or pasted ("123 456" becomes "123456"). */
function digitsOf(value: string): string {
  return value.replace(/\D/g, '').slice(0, SECURITY_CODE_DIGITS);
}

export default function Mfa() {
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
        {codeSent > 0 && (
          <Alert variant="success" className="mb-0">
            Your code has been sent
          </Alert>
        )}
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
            <a href={`mailto:${firm.adminSupportEmail}`}>{firm.adminSupportEmail}</a>.
          </p>
        </div>
      </Collapse>
      <p className="mt-3 mb-0">
        <Link to={paths.login}>Back to Sign in</Link>
      </p>
    </>
  );
}
