import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ProgressButton } from '../form/submit-button';
import { useSubmit } from '../form/use-submit';
import { LoadingNote } from '../status-messages';

/**
 * A download of what a filtered list shows: `start(action)` runs the action (which fetches the file and
 * returns what to tell the person), one at a time, with its pending state, its error and its message.
 */
export function useDownload() {
  const submit = useSubmit();
  const [message, setMessage] = useState('');
  const start = (action: () => Promise<string>) => {
    setMessage('');
    void submit.run(async () => setMessage(await action()));
  };
  return { start, pending: submit.pending, error: submit.error, message };
}

/** A filter form's buttons: show the filtered list, and download it as CSV. */
export function FilterActions({
  applyLabel,
  applying,
  download,
  onDownload,
  canDownload = true,
}: {
  applyLabel: string;
  applying: boolean;
  download: ReturnType<typeof useDownload>;
  onDownload: () => void;
  canDownload?: boolean;
}) {
  return (
    <div className="d-flex gap-2 align-items-end">
      <Button type="submit" disabled={applying}>
        {applyLabel}
      </Button>
      <ProgressButton
        variant="outline-secondary"
        className="text-nowrap"
        onClick={onDownload}
        pending={download.pending}
        disabled={!canDownload}
      >
        {download.pending ? 'Preparing…' : 'Download CSV'}
      </ProgressButton>
    </div>
  );
}

/** Below the filters, announced: the list loading, and what the last download did. */
export function FilterStatus({ loading, download }: { loading: boolean; download: { message: string } }) {
  return (
    <div aria-live="polite">
      {loading && <LoadingNote>Loading…</LoadingNote>}
      {download.message && <p className="text-success">{download.message}</p>}
    </div>
  );
}
