import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { RECOVERY_CODE_COUNT } from '#contract/limits';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/status-messages';
import { ProgressButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { useClipboard } from '../../lib/use-clipboard';
import { regenerateRecoveryCodes } from './factors-api';
import type { FactorSectionProps } from './use-my-factors';

/**
 * Recovery codes, shown once: a list to copy or download as text. They are not kept in the browser; the
 * person confirms they saved them before the list goes away.
 */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const { copy, message: copied } = useClipboard(text, 'the list');
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Alert variant="warning" className="mb-3">
      <h3 className="h6">Your recovery codes</h3>
      <p className="small">
        Each code signs you in once if you lose your passkey or authenticator app. Save them somewhere safe
        now: they will not be shown again.
      </p>
      <ol className="recovery-codes font-monospace" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-secondary" size="sm" onClick={copy}>
          Copy
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={download}>
          Download as text
        </Button>
        <Button variant="primary" size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
      <p className="small mb-0 mt-2" role="status">
        {copied}
      </p>
    </Alert>
  );
}

/** How many recovery codes are left, and a new set on request (the old set stops working). */
export function RecoveryCodesSection({ factors, error, reload }: FactorSectionProps) {
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState<string[]>([]);
  const submit = useSubmit();
  if (error) return <ErrorBox message={error} />;
  if (!factors) return <p aria-live="polite">Loading…</p>;
  const hasStrongFactor = factors.totp !== null || factors.passkeys.length > 0;
  if (!hasStrongFactor) {
    return <p className="mb-0">You get recovery codes when you add a passkey or an authenticator app.</p>;
  }
  const confirm = () => {
    setAsking(false);
    void submit.run(async () => {
      const { recoveryCodes } = await regenerateRecoveryCodes();
      setShown(recoveryCodes);
      reload();
    });
  };
  return (
    <>
      {shown.length > 0 && <RecoveryCodesShown codes={shown} onDone={() => setShown([])} />}
      <p>
        <strong>{factors.recoveryCodesLeft}</strong> of {RECOVERY_CODE_COUNT} recovery codes left.
      </p>
      <ProgressButton variant="outline-secondary" onClick={() => setAsking(true)} pending={submit.pending}>
        {submit.pending ? 'Making codes…' : 'Make new recovery codes'}
      </ProgressButton>
      <ErrorBox message={submit.error} />
      {asking && (
        <ConfirmDialog
          title="Make new recovery codes"
          body="Your current recovery codes stop working, and ten new ones are shown once."
          confirmLabel="Make new codes"
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
