import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { RECOVERY_CODE_COUNT } from '#contract/limits';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ShownOnce } from '../../components/shown-once';
import { ErrorBox } from '../../components/status-messages';
import { ProgressButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { regenerateRecoveryCodes } from './factors-api';
import type { FactorSectionProps } from './use-my-factors';

/**
 * Recovery codes, shown once: a list to copy or download as text. They are not kept in the browser; the
 * person confirms they saved them before the list goes away.
 */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <ShownOnce
      title="Your recovery codes"
      about="Each code signs you in once if you lose your passkey or authenticator app. Save them somewhere safe now."
      secret={codes}
      noun="codes"
      doneLabel="I have saved them"
      onDone={onDone}
    >
      <Button variant="outline-secondary" size="sm" onClick={download}>
        Download as text
      </Button>
    </ShownOnce>
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
