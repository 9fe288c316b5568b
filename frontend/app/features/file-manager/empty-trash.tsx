import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { TRASH_EMPTYING_POLL_MS } from '#contract/documents';
import type { TrashEmptyingFieldsFragment as TrashEmptyingView } from '#contract/graphql/documents.generated';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/status-messages';
import { useQuery } from '../../lib/use-query';
import { emptyTrash, trashEmptying } from './api';

const plural = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** What the administrator reads while the job runs and when it is done. */
function progressText(job: TrashEmptyingView): string {
  const done = job.deleted + job.failed;
  if (job.state === 'running') return `Emptying the Trash: ${done} of ${plural(job.total)} done…`;
  const failed = job.failed > 0 ? ` ${plural(job.failed)} could not be deleted and stay in the Trash.` : '';
  return `The Trash is emptied: ${plural(job.deleted)} deleted for good.${failed}`;
}

/** A job is asked about again while it runs. */
const whileRunning = (job: TrashEmptyingView | null) =>
  job?.state === 'running' ? TRASH_EMPTYING_POLL_MS : undefined;

/**
 * "Empty Trash" for administrators: asks first, then follows the job the server started (the request
 * answers at once) by asking for its progress every second, and refreshes the list when it is done. The
 * button cannot be pressed while the Trash shows nothing to empty (it stays, to keep the last job's outcome).
 */
export function EmptyTrash({ onDone, nothingToEmpty }: { onDone: () => void; nothingToEmpty: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [started, setStarted] = useState<TrashEmptyingView | null>(null);
  const follow = useCallback(async () => {
    if (!started) return null;
    const next = await trashEmptying(started.id);
    if (next.state !== 'running') onDone();
    return next;
  }, [started, onDone]);
  const progress = useQuery(follow, { repeatAfter: whileRunning });
  // Until the first answer about this job, the job as the server started it.
  const job = progress.data?.id === started?.id ? (progress.data ?? null) : started;
  const running = job?.state === 'running';

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
      <ErrorBox message={progress.error} />
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
            setStarted(await emptyTrash());
            setConfirming(false);
          }}
        />
      )}
    </>
  );
}
