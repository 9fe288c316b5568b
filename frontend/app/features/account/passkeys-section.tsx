import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { PASSKEY_NAME_MAX_LENGTH } from '#contract/limits';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/status-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { ColumnHeaders } from '../../components/table/column-headers';
import { createPasskey, usePrefetchedChallenge } from '../../lib/passkey-ceremony';
import { formatTime } from '../../lib/format-time';
import { addPasskey, passkeyRegistrationOptions, removePasskey } from './factors-api';
import { RecoveryCodesShown } from './recovery-codes-section';
import type { FactorSectionProps, MyFactors } from './use-my-factors';

type Passkey = MyFactors['passkeys'][number];

function AddPasskeyForm({ onAdded }: { onAdded: (recoveryCodes: string[]) => void }) {
  const [name, setName] = useState('');
  const challenge = usePrefetchedChallenge(passkeyRegistrationOptions);
  const submit = useSubmit();
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const current = challenge.take();
    if (!current) return;
    // The browser's prompt opens inside the press of the button (Safari allows it nowhere else).
    const created = createPasskey(current);
    void submit.run(async () => {
      const { recoveryCodes } = await addPasskey({ ...(await created), name });
      setName('');
      onAdded(recoveryCodes);
    });
  };
  return (
    <Form onSubmit={handleSubmit} aria-label="Add a passkey">
      <Form.Group className="mb-3" controlId="passkey-name">
        <Form.Label>Name of the new passkey *</Form.Label>
        <Form.Control
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          placeholder="Work laptop"
          required
        />
      </Form.Group>
      <SubmitButton
        pending={submit.pending || !challenge.ready}
        label="Add passkey"
        pendingLabel={submit.pending ? 'Waiting for your passkey…' : 'Preparing…'}
      />
      <ErrorBox message={submit.error || challenge.error} />
    </Form>
  );
}

/** The caller's passkeys: add one (named), see when each was added and last used, remove one. */
export function PasskeysSection({ factors, error, reload }: FactorSectionProps) {
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const remove = useSubmit();
  if (error) return <ErrorBox message={error} />;
  if (!factors) return <p aria-live="polite">Loading…</p>;
  const confirmRemove = () => {
    const passkey = removing;
    setRemoving(null);
    if (!passkey) return;
    void remove.run(async () => {
      await removePasskey(passkey.id);
      reload();
    });
  };
  return (
    <>
      {recoveryCodes.length > 0 && (
        <RecoveryCodesShown codes={recoveryCodes} onDone={() => setRecoveryCodes([])} />
      )}
      <p>
        Sign in with your fingerprint, face or screen lock instead of a code: nothing to type, nothing to
        phish.
      </p>
      {factors.passkeys.length > 0 && (
        <Table size="sm" className="staff-table" aria-label="Your passkeys">
          <ColumnHeaders
            columns={[{ label: 'Name' }, { label: 'Added' }, { label: 'Last used' }, { label: '' }]}
          />
          <tbody>
            {factors.passkeys.map((passkey) => (
              <tr key={passkey.id}>
                <td data-label="Name" className="text-break">
                  {passkey.name}
                </td>
                <td data-label="Added">{formatTime(passkey.createdAt)}</td>
                <td data-label="Last used">
                  {passkey.lastUsedAt ? formatTime(passkey.lastUsedAt) : 'Never'}
                </td>
                <td>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={remove.pending}
                    onClick={() => setRemoving(passkey)}
                    aria-label={`Remove passkey ${passkey.name}`}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ErrorBox message={remove.error} />
      <AddPasskeyForm
        onAdded={(codes) => {
          setRecoveryCodes(codes);
          reload();
        }}
      />
      {removing && (
        <ConfirmDialog
          title="Remove passkey"
          body={`Sign-in will no longer accept the passkey “${removing.name}”.`}
          confirmLabel="Remove"
          danger
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        />
      )}
    </>
  );
}
