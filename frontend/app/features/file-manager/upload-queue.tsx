import { useCallback, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { UploadCancelled } from '../../lib/presigned-post';
import { uploadFile } from './upload';

interface UploadRow {
  id: number;
  name: string;
  progress: number;
  status: 'uploading' | 'done' | 'failed' | 'cancelled';
  message: string;
  controller: AbortController;
}

/** Several uploads at once, each with its own progress bar and Cancel; the list says how each ended. */
export function useUploadQueue(onUploaded: () => void) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const nextId = useRef(1);
  const update = (id: number, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));

  const start = useCallback(
    (files: File[], folderId: string) => {
      for (const file of files) {
        const row: UploadRow = {
          id: nextId.current++,
          name: file.name,
          progress: 0,
          status: 'uploading',
          message: '',
          controller: new AbortController(),
        };
        setRows((current) => [...current, row]);
        uploadFile(file, folderId, (progress) => update(row.id, { progress }), row.controller.signal)
          .then(({ item, isNewVersion }) => {
            update(row.id, {
              status: 'done',
              progress: 1,
              message: isNewVersion
                ? `Uploaded as version ${item.versionCount} of “${item.name}” (a file of this name was already here).`
                : 'Uploaded.',
            });
            onUploaded();
          })
          .catch((error: unknown) => {
            if (error instanceof UploadCancelled)
              update(row.id, { status: 'cancelled', message: 'Cancelled.' });
            else update(row.id, { status: 'failed', message: (error as Error).message });
          });
      }
    },
    [onUploaded],
  );

  const clearFinished = () => setRows((current) => current.filter((row) => row.status === 'uploading'));
  return { rows, start, clearFinished };
}

export function UploadList({ queue }: { queue: ReturnType<typeof useUploadQueue> }) {
  if (queue.rows.length === 0) return null;
  return (
    <section aria-label="Uploads" className="mb-3">
      <ul className="list-unstyled mb-2" aria-live="polite">
        {queue.rows.map((row) => (
          <li key={row.id} className="border rounded p-2 mb-2 upload-row">
            <div className="d-flex justify-content-between align-items-center gap-2">
              <span className="text-break">{row.name}</span>
              {row.status === 'uploading' && (
                <Button size="sm" variant="outline-secondary" onClick={() => row.controller.abort()}>
                  Cancel<span className="visually-hidden"> upload of {row.name}</span>
                </Button>
              )}
            </div>
            {row.status === 'uploading' ? (
              <ProgressBar
                now={Math.round(row.progress * 100)}
                label={`${Math.round(row.progress * 100)}%`}
                aria-label={`Upload of ${row.name}`}
                className="mt-2"
              />
            ) : (
              <p
                className={`mb-0 mt-1 small ${row.status === 'failed' ? 'text-danger' : 'text-body-secondary'}`}
                role={row.status === 'failed' ? 'alert' : undefined}
              >
                {row.message}
              </p>
            )}
          </li>
        ))}
      </ul>
      {queue.rows.some((row) => row.status !== 'uploading') && (
        <Button size="sm" variant="link" className="p-0" onClick={queue.clearFinished}>
          Clear finished uploads
        </Button>
      )}
    </section>
  );
}
