import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { localProblem, uploadFile } from './upload';
import { createUploadQueue, isActive, type UploadRow } from './upload-schedule';

/**
 * After the browser has painted: a frame, then a task. A hidden tab draws no frames, so there (and if the
 * frame does not come within a quarter second) a plain task does.
 */
function afterPaint(task: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  if (document.visibilityState === 'hidden') return void setTimeout(once);
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, 250);
}

/** Several uploads, a few at a time, each with its own progress bar and Cancel; the list says how each ended. */
export function useUploadQueue(onUploaded: () => void) {
  const [rows, setRows] = useState<readonly UploadRow[]>([]);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);
  const [queue] = useState(() =>
    createUploadQueue({
      send: async (file, folderId, onProgress, signal) => {
        const { item, isNewVersion } = await uploadFile(file, folderId, onProgress, signal);
        return isNewVersion
          ? `Uploaded as version ${item.versionCount} of “${item.name}” (a file of this name was already here).`
          : 'Uploaded.';
      },
      problemOf: localProblem,
      onRows: setRows,
      onUploaded: () => uploaded.current(),
      afterPaint,
      beforeFrame: (task) => requestAnimationFrame(task),
      now: () => performance.now(),
    }),
  );
  return { rows, add: queue.add, cancel: queue.cancel, clearFinished: queue.clearFinished };
}

const percent = (row: UploadRow) => Math.round(row.progress * 100);

export function UploadList({ queue }: { queue: ReturnType<typeof useUploadQueue> }) {
  if (queue.rows.length === 0) return null;
  return (
    <section aria-label="Uploads" className="mb-3">
      <ul className="list-unstyled mb-2" aria-live="polite">
        {queue.rows.map((row) => (
          <li key={row.id} className="border rounded p-2 mb-2 upload-row">
            <div className="d-flex justify-content-between align-items-center gap-2">
              <span className="text-break">{row.name}</span>
              {isActive(row) && (
                <Button size="sm" variant="outline-secondary" onClick={() => queue.cancel(row.id)}>
                  Cancel <span className="visually-hidden">upload of {row.name}</span>
                </Button>
              )}
            </div>
            {row.status === 'uploading' ? (
              // As a child, the bar itself (role="progressbar") takes the name; on the outer
              // ProgressBar, react-bootstrap would put it on the wrapper and leave the bar unnamed.
              <ProgressBar className="mt-2">
                <ProgressBar
                  now={percent(row)}
                  label={`${percent(row)}%`}
                  aria-label={`Upload of ${row.name}`}
                />
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
          Clear finished uploads
        </Button>
      )}
    </section>
  );
}
