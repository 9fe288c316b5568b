import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { TRASH_EMPTYING_POLL_MS } from '#contract/documents';
import type { TrashEmptyingFieldsFragment as TrashEmptyingView } from '#contract/graphql/documents.generated';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/status-messages';
import { emptyTrash, trashEmptying } from './api';

const plural = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** What the administrator reads while the job runs and when it is done. */
function progressText(job: TrashEmptyingView): string {
  const done = job.deleted + job.failed;
  if (job.state === 'running') return `Emptying the Trash: ${done} of ${plural(job.total)} done…`;
  const failed = job.failed > 0 ? ` ${plural(job.failed)} could not be deleted and stay in the Trash.` : '';
  return `The Trash is emptied: ${plural(job.deleted)} deleted for good.${failed}`;
}

/**
 * "Empty Trash" for administrators: asks first, then follows the job the server started (the request
 * answers at once) by asking for its progress every second, and refreshes the list when it is done. The
 * button cannot be pressed while the Trash shows nothing to empty (it stays, to keep the last job's outcome).
 */
export function EmptyTrash({ onDone, nothingToEmpty }: { onDone: () => void; nothingToEmpty: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [job, setJob] = useState<TrashEmptyingView | null>(null);
  const [error, setError] = useState('');
  const running = job?.state === 'running';

  useEffect(() => {
    if (!job || job.state !== 'running') return;
    const timer = window.setTimeout(() => {
      trashEmptying(job.id)
        .then((next) => {
          setJob(next);
          if (next.state !== 'running') onDone();
        })
        .catch((failure: Error) => setError(failure.message));
    }, TRASH_EMPTYING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [job, onDone]);

  return (
    <>
      <Button
        variant="outline-secondary"
        disabled={running || nothingToEmpty}
        onClick={() => setConfirming(true)}
      >
        {running ? 'Emptying…' : 'Empty Trash'}
      </Button>
      <div className="w-100" aria-live="polite" role="status">
        {job && (
          <>
            <p className="mb-1">{progressText(job)}</p>
            {running && job.total > 0 && (
              <ProgressBar
                now={Math.round(((job.deleted + job.failed) / job.total) * 100)}
                aria-label="Emptying the Trash"
                className="mb-2"
              />
            )}
          </>
        )}
      </div>
      <ErrorBox message={error} />
      {confirming && (
        <ConfirmDialog
          title="Empty the Trash?"
          body={
            <p className="mb-0">
              Every file in the Trash is deleted for good, with all its versions. This cannot be undone.
            </p>
          }
          confirmLabel="Empty Trash"
          pendingLabel="Starting…"
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            const started = await emptyTrash();
            setError('');
            setJob(started);
            setConfirming(false);
          }}
        />
      )}
    </>
  );
}
