import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import QRCode from 'qrcode';
import { TOTP_DIGITS } from '#contract/limits';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/status-messages';
import { ProgressButton, SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { formatTime } from '../../lib/format-time';
import { useQuery } from '../../lib/use-query';
import { confirmTotpEnrolment, removeTotp, startTotpEnrolment } from './factors-api';
import { RecoveryCodesShown } from './recovery-codes-section';
import type { FactorSectionProps } from './use-my-factors';

interface Enrolment {
  secret: string;
  uri: string;
}

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function EnrolmentForm({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: Enrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const drawQr = useCallback(
    () => QRCode.toDataURL(enrolment.uri, { margin: 1, width: 200 }),
    [enrolment.uri],
  );
  // Without a picture (it could not be drawn) the key below is enough.
  const qr = useQuery(drawQr).data;
  const [code, setCode] = useState('');
  const submit = useSubmit();
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void submit.run(async () => {
      const { recoveryCodes } = await confirmTotpEnrolment(code);
      onConfirmed(recoveryCodes);
    });
  };
  return (
    <Form onSubmit={handleSubmit} aria-label="Set up an authenticator app">
      <p>Scan this QR code with your authenticator app, or type the key into it.</p>
      {qr && (
        <img src={qr} width={200} height={200} alt="QR code for your authenticator app" className="mb-2" />
      )}
      <p className="mb-3">
        Key: <code id="totp-secret">{grouped(enrolment.secret)}</code>
      </p>
      <Form.Group className="mb-3" controlId="totp-enrolment-code">
        <Form.Label>Code from the app *</Form.Label>
        <Form.Control
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, TOTP_DIGITS))}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern={`[0-9]{${TOTP_DIGITS}}`}
          title={`The ${TOTP_DIGITS} digits your app shows`}
          required
        />
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton pending={submit.pending} label="Confirm" pendingLabel="Checking…" />
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <ErrorBox message={submit.error} />
    </Form>
  );
}

/** The authenticator app: set one up (QR code and key, confirmed by a code) or remove it. */
export function AuthenticatorSection({ factors, error, reload }: FactorSectionProps) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const submit = useSubmit();
  if (error) return <ErrorBox message={error} />;
  if (!factors) return <p aria-live="polite">Loading…</p>;

  const start = () => void submit.run(async () => setEnrolment(await startTotpEnrolment()));
  const remove = () => {
    setAsking(false);
    void submit.run(async () => {
      await removeTotp();
      reload();
    });
  };
  const confirmed = (codes: string[]) => {
    setEnrolment(null);
    setRecoveryCodes(codes);
    reload();
  };

  return (
    <>
      {recoveryCodes.length > 0 && (
        <RecoveryCodesShown codes={recoveryCodes} onDone={() => setRecoveryCodes([])} />
      )}
      {enrolment ? (
        <EnrolmentForm enrolment={enrolment} onConfirmed={confirmed} onCancel={() => setEnrolment(null)} />
      ) : factors.totp ? (
        <>
          <p>Set up {formatTime(factors.totp.createdAt)}. Sign-in asks for a code from the app.</p>
          <ProgressButton variant="outline-danger" onClick={() => setAsking(true)} pending={submit.pending}>
            {submit.pending ? 'Removing…' : 'Remove authenticator app'}
          </ProgressButton>
        </>
      ) : (
        <>
          <p>
            Use an app such as 1Password, Google Authenticator or Microsoft Authenticator for sign-in codes.
          </p>
          <ProgressButton variant="outline-primary" onClick={start} pending={submit.pending}>
            {submit.pending ? 'Starting…' : 'Set up authenticator app'}
          </ProgressButton>
        </>
      )}
      {!enrolment && <ErrorBox message={submit.error} />}
      {asking && (
        <ConfirmDialog
          title="Remove authenticator app"
          body="Sign-in will no longer accept codes from this app."
          confirmLabel="Remove"
          danger
          onConfirm={remove}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
