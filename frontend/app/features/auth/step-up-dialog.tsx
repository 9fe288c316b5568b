import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { SECURITY_CODE_DIGITS } from '#contract/limits';
import { ErrorBox } from '../../components/status-messages';
import { ProgressButton, SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { registerStepUpPrompt } from '../../lib/step-up';
import { confirmStepUp, confirmStepUpWithAuthenticator, hasAuthenticatorApp, sendStepUpCode } from './api';

/**
 * "Confirm it's you": shown when the server asks for a recent second factor before a sensitive operation
 * (exports, emptying the Trash, disabling or promoting staff, changing factors). A user with an authenticator
 * app types its code; otherwise (or on request) it mails a code; the code is checked on this session and the
 * operation is retried. Cancel leaves the operation undone.
 */
export function StepUpDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  /** Which code the person types: the app's (when they have one) or a mailed one. */
  const [method, setMethod] = useState<'app' | 'email'>('email');
  const settle = useRef<((confirmed: boolean) => void) | undefined>(undefined);
  const send = useSubmit();
  const verify = useSubmit();

  useEffect(
    () =>
      registerStepUpPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current?.(false);
            settle.current = resolve;
            setCode('');
            setSent(false);
            setMethod('email');
            setOpen(true);
            hasAuthenticatorApp()
              .then((hasApp) => hasApp && setMethod('app'))
              .catch(() => undefined);
          }),
      ),
    [],
  );

  const finish = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = undefined;
  };
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
        await (method === 'app' ? confirmStepUpWithAuthenticator(code) : confirmStepUp(code));
        finish(true);
      } finally {
        setCode('');
      }
    });
  };

  return (
    <Modal show={open} onHide={() => finish(false)} centered aria-labelledby="step-up-title">
      <Form onSubmit={handleSubmit} aria-label="Confirm it is you">
        <Modal.Header closeButton>
          <Modal.Title id="step-up-title" as="h2" className="h5">
            Confirm it is you
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {method === 'app' ? (
            <p>
              This action needs a second-factor check from the last ten minutes. Type the code your
              authenticator app shows now, or{' '}
              <Button variant="link" className="p-0 align-baseline" onClick={() => setMethod('email')}>
                email me a code instead
              </Button>
              .
            </p>
          ) : (
            <>
              <p>
                This action needs a second-factor check from the last ten minutes. We email a security code to{' '}
                <span className="text-break">{email}</span>.
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
          <Form.Group controlId="step-up-code">
            <Form.Label>{method === 'app' ? 'Code from your authenticator app' : 'Security code'}</Form.Label>
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
          <ErrorBox message={verify.error || send.error} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => finish(false)}>
            Cancel
          </Button>
          <SubmitButton pending={verify.pending} label="Confirm" pendingLabel="Checking…" />
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
