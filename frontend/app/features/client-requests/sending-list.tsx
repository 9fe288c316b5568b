/** The client's files on their way: progress, Cancel while sending, Retry after a failure or a cancel. */
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';

export interface SendingRow {
  id: number;
  file: File;
  itemId: string;
  status: 'sending' | 'sent' | 'failed' | 'cancelled';
  progress: number;
  message: string;
  controller: AbortController;
}

export function SendingList({
  rows,
  items,
  onCancel,
  onRetry,
}: {
  rows: SendingRow[];
  items: { id: string; label: string }[];
  onCancel: (row: SendingRow) => void;
  onRetry: (row: SendingRow) => void;
}) {
  if (rows.length === 0) return null;
  const labelOf = (itemId: string) => items.find((item) => item.id === itemId)?.label ?? 'Other';
  return (
    <section aria-label="Files being sent" className="mt-3">
      <ul className="list-unstyled mb-0" aria-live="polite">
        {rows.map((row) => (
          <li key={row.id} className="border rounded p-2 mb-2">
            <div className="d-flex justify-content-between align-items-center gap-2">
              <span className="text-break">
                {row.file.name} <span className="text-muted">({labelOf(row.itemId)})</span>
              </span>
              {row.status === 'sending' && (
                <Button size="sm" variant="outline-secondary" onClick={() => onCancel(row)}>
                  Cancel<span className="visually-hidden"> sending {row.file.name}</span>
                </Button>
              )}
              {(row.status === 'failed' || row.status === 'cancelled') && (
                <Button size="sm" variant="outline-primary" onClick={() => onRetry(row)}>
                  Retry<span className="visually-hidden"> sending {row.file.name}</span>
                </Button>
              )}
            </div>
            {row.status === 'sending' ? (
              <ProgressBar
                now={Math.round(row.progress * 100)}
                label={`${Math.round(row.progress * 100)}%`}
                aria-label={`Sending ${row.file.name}`}
                className="mt-2"
              />
            ) : (
              <p className={`small mb-0 mt-1 ${row.status === 'failed' ? 'text-danger' : ''}`}>
                {row.message}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
