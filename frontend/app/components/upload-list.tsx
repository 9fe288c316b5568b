import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { canRetry, isActive, type UploadRow } from '../lib/upload-schedule';
import type { UploadQueueState } from '../lib/use-upload-queue';

const percent = (row: UploadRow<unknown>) => Math.round(row.progress * 100);

/** How a screen speaks of its uploads. */
export interface UploadWords {
  /** The list's name ("Uploads"). */
  list: string;
  /** One file's trip, before its name, in the buttons' and bars' names ("upload of" → "Cancel upload of a.pdf"). */
  trip: string;
  /** The button that takes the ended rows away. */
  clear: string;
}

/**
 * The rows of an upload queue: each file's name, its progress bar while it travels, Cancel until it lands,
 * Retry after a failure or a cancel, and how it ended; a failure is announced.
 */
export function UploadList<Target>({
  queue,
  words,
  detail,
}: {
  queue: UploadQueueState<Target>;
  words: UploadWords;
  /** More about a row after its name (where the file goes). */
  detail?: (row: UploadRow<Target>) => string;
}) {
  if (queue.rows.length === 0) return null;
  const { list, trip, clear } = words;
  const barName = (name: string) => `${trip.charAt(0).toUpperCase()}${trip.slice(1)} ${name}`;
  return (
    <section aria-label={list} className="mb-3">
      <ul className="list-unstyled mb-2" aria-live="polite">
        {queue.rows.map((row) => (
          <li key={row.id} className="border rounded p-2 mb-2 upload-row">
            <div className="d-flex justify-content-between align-items-center gap-2">
              <span className="text-break">
                {row.name}
                {detail && <span className="text-body-secondary"> ({detail(row)})</span>}
              </span>
              {(isActive(row) || canRetry(row)) && (
                <Button
                  size="sm"
                  variant={isActive(row) ? 'outline-secondary' : 'outline-primary'}
                  onClick={() => (isActive(row) ? queue.cancel(row.id) : queue.retry(row.id))}
                >
                  {isActive(row) ? 'Cancel' : 'Retry'}{' '}
                  <span className="visually-hidden">
                    {trip} {row.name}
                  </span>
                </Button>
              )}
            </div>
            {row.status === 'uploading' ? (
              // As a child, the bar itself (role="progressbar") takes the name; on the outer ProgressBar,
              // react-bootstrap would put it on the wrapper and leave the bar unnamed.
              <ProgressBar className="mt-2">
                <ProgressBar now={percent(row)} label={`${percent(row)}%`} aria-label={barName(row.name)} />
              </ProgressBar>
            ) : (
              <p
                className={`mb-0 mt-1 small ${row.status === 'failed' ? 'text-danger' : 'text-body-secondary'}`}
                role={row.status === 'failed' ? 'alert' : undefined}
              >
                {row.status === 'waiting' ? 'Waiting to start…' : row.message}
              </p>
            )}
          </li>
        ))}
      </ul>
      {queue.rows.some((row) => !isActive(row)) && (
        <Button size="sm" variant="link" className="p-0" onClick={queue.clearFinished}>
          {clear}
        </Button>
      )}
    </section>
  );
}
