import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { SecondFactor } from '#contract/graphql/sign-in.generated';
import { SECURITY_CODE_DIGITS } from '#contract/limits';
import { ErrorBox } from '../../components/status-messages';
import { ProgressButton, SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { registerStepUpPrompt } from '../../lib/step-up';
import {
  confirmStepUp,
  confirmStepUpWithAuthenticator,
  confirmStepUpWithPasskey,
  passkeyStepUpOptions,
  sendStepUpCode,
  stepUpFactors,
} from './api';
import { answerWithPasskey, usePrefetchedChallenge } from '../../lib/passkey-ceremony';

/** The factors a step-up can use: the sign-in's, less the recovery codes (kept for a lost device). */
type StepUpFactor = Exclude<SecondFactor, 'RECOVERY_CODE'>;

/** What each factor is called where the others are offered instead. */
const OTHER_FACTOR: Record<StepUpFactor, string> = {
  PASSKEY: 'use your passkey',
  TOTP: 'use your authenticator app',
  EMAIL_CODE: 'email me a code',
};

const WHY = 'This action needs a second-factor check from the last ten minutes.';

/**
 * "Confirm it's you": shown when the server asks for a recent second factor before a sensitive operation
 * (exports, emptying the Trash, adding staff, changing staff rights or factors, the sign-in policy). The
 * server names the factors this person may use (the emailed code only where the firm's policy allows it);
 * the strongest is offered first and the others as links: a passkey, the authenticator app's code, or a
 * mailed code. The factor is checked on this session and the operation is retried. Cancel leaves the
 * operation undone.
 */
export function StepUpDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [factors, setFactors] = useState<StepUpFactor[]>([]);
  const [factor, setFactor] = useState<StepUpFactor | undefined>(undefined);
  const settle = useRef<((confirmed: boolean) => void) | undefined>(undefined);

  useEffect(
    () =>
      registerStepUpPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current?.(false);
            settle.current = resolve;
            setFactors([]);
            setFactor(undefined);
            setOpen(true);
            // Unknown (offline, say): the emailed code, which the server refuses where the policy does.
            stepUpFactors()
              .catch((): SecondFactor[] => ['EMAIL_CODE'])
              .then((offered) => {
                const usable = offered.filter((f): f is StepUpFactor => f !== 'RECOVERY_CODE');
                setFactors(usable);
                setFactor(usable[0]);
              });
          }),
      ),
    [],
  );

  const finish = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = undefined;
  };
  const others = factors.filter((other) => other !== factor);

  return (
    <Modal show={open} onHide={() => finish(false)} centered aria-labelledby="step-up-title">
      <Modal.Header closeButton>
        <Modal.Title id="step-up-title" as="h2" className="h5">
          Confirm it is you
        </Modal.Title>
      </Modal.Header>
      {factor === 'PASSKEY' && <PasskeyStepUp onConfirmed={() => finish(true)} />}
      {(factor === 'TOTP' || factor === 'EMAIL_CODE') && (
        <CodeStepUp key={factor} factor={factor} email={email} onConfirmed={() => finish(true)} />
      )}
      {!factor && (
        <Modal.Body>
          <p aria-live="polite">{WHY} Checking how you can confirm it…</p>
        </Modal.Body>
      )}
      <Modal.Footer className="justify-content-between">
        <div>
          {others.map((other, index) => (
            <span key={other}>
              {index === 0 ? 'Or ' : ', or '}
              <Button variant="link" className="p-0 align-baseline" onClick={() => setFactor(other)}>
                {OTHER_FACTOR[other]}
              </Button>
            </span>
          ))}
        </div>
        <Button variant="outline-secondary" onClick={() => finish(false)}>
          Cancel
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The caller's passkey: the challenge is fetched as the prompt opens, so the click starts the browser's prompt. */
function PasskeyStepUp({ onConfirmed }: { onConfirmed: () => void }) {
  const challenge = usePrefetchedChallenge(passkeyStepUpOptions);
  const verify = useSubmit();
  const handleClick = () => {
    const current = challenge.take();
    if (!current) return;
    const answer = answerWithPasskey(current);
    void verify.run(async () => {
      await confirmStepUpWithPasskey(await answer);
      onConfirmed();
    });
  };
  return (
    <Modal.Body>
      <p>
        {WHY} Use your passkey: this device’s fingerprint, face or screen lock, your phone, or a security key.
      </p>
      <ProgressButton variant="primary" onClick={handleClick} pending={verify.pending || !challenge.ready}>
        {verify.pending ? 'Checking…' : 'Confirm with passkey'}
      </ProgressButton>
      <ErrorBox message={verify.error || challenge.error} />
    </Modal.Body>
  );
}

/** A typed code: the authenticator app's, or one mailed on request. */
function CodeStepUp({
  factor,
  email,
  onConfirmed,
}: {
  factor: 'TOTP' | 'EMAIL_CODE';
  email: string;
  onConfirmed: () => void;
}) {
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const send = useSubmit();
  const verify = useSubmit();
  const app = factor === 'TOTP';

  const handleSend = () => {
    verify.setError('');
    void send.run(async () => {
      await sendStepUpCode();
      setSent(true);
    });
  };
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    send.setError('');
    void verify.run(async () => {
      try {
        await (app ? confirmStepUpWithAuthenticator(code) : confirmStepUp(code));
        onConfirmed();
      } finally {
        setCode('');
      }
    });
  };

  return (
    <Form onSubmit={handleSubmit} aria-label="Confirm it is you">
      <Modal.Body>
        {app ? (
          <p>{WHY} Type the code your authenticator app shows now.</p>
        ) : (
          <>
            <p>
              {WHY} We email a security code to <span className="text-break">{email}</span>.
            </p>
            <div aria-live="polite">{sent && <p className="text-success">The code is on its way.</p>}</div>
            <ProgressButton
              variant="outline-primary"
              className="mb-3"
              onClick={handleSend}
              pending={send.pending}
            >
              {send.pending ? 'Sending…' : sent ? 'Send a new code' : 'Email me a code'}
            </ProgressButton>
          </>
        )}
        <Form.Group controlId="step-up-code" className="mb-3">
          <Form.Label>{app ? 'Code from your authenticator app' : 'Security code'}</Form.Label>
          <Form.Control
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, SECURITY_CODE_DIGITS))
            }
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
        </Form.Group>
        <SubmitButton pending={verify.pending} label="Confirm" pendingLabel="Checking…" />
        <ErrorBox message={verify.error || send.error} />
      </Modal.Body>
    </Form>
  );
}
