/** A request's checklist with what arrived against each item, and every file with its state. */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import {
  OTHER_ITEM_ID,
  isReleasable,
  type ClientFileView,
  type ClientRequestDetail,
} from '#contract/client-requests';
import { formatBytes } from '#contract/documents';
import { TitledCard } from '../../components/cards/titled-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ColumnHeaders } from '../../components/table/column-headers';
import { formatTime } from '../../lib/format-time';
import { FileStateBadge } from './request-labels';
import { releaseClientFile } from './staff-api';

export function ChecklistCard({ request }: { request: ClientRequestDetail }) {
  return (
    <TitledCard className="mb-3" title="Checklist">
      <ul className="list-unstyled mb-0">
        {request.items.map((item) => (
          <li key={item.id} className="d-flex justify-content-between gap-2 mb-1">
            <span className="text-break">{item.label}</span>
            <span className={item.received > 0 ? 'text-success' : 'text-body-secondary'}>
              {item.received > 0
                ? `${item.received} file${item.received === 1 ? '' : 's'} received`
                : item.id === OTHER_ITEM_ID
                  ? 'None'
                  : 'Outstanding'}
            </span>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

export function FilesCard({
  request,
  onChange,
}: {
  request: ClientRequestDetail;
  onChange: (next: ClientRequestDetail) => void;
}) {
  const [releasing, setReleasing] = useState<ClientFileView | null>(null);
  const itemLabel = (itemId: string) =>
    itemId === OTHER_ITEM_ID ? 'Other' : (request.items.find((item) => item.id === itemId)?.label ?? '—');
  // Held files and those whose scan did not finish: both kept out of the folder, for staff to look at.
  const held = request.files.filter((file) => isReleasable(file.state)).length;

  return (
    <TitledCard className="mb-3" title={`Files received (${request.files.length})`}>
      {held > 0 && (
        <p className="text-danger">
          {held} file{held === 1 ? ' was' : 's were'} held back from the folder. Look at the reason before
          releasing one.
        </p>
      )}
      {request.files.length === 0 ? (
        <p className="mb-0 text-body-secondary">No files yet.</p>
      ) : (
        // On a phone each file is a block of labelled lines (staff-table), so a held file's reason and its
        // Release button have the width of the screen rather than a third of it.
        <div className="table-responsive">
          <Table className="staff-table align-middle mb-0" aria-label="Files received">
            <ColumnHeaders
              columns={[
                { label: 'File' },
                { label: 'State' },
                { label: 'Size' },
                { label: 'Received' },
                { label: 'Actions', visuallyHidden: true },
              ]}
            />
            <tbody>
              {request.files.map((file) => (
                <tr key={file.id}>
                  <td className="text-break" data-label="File">
                    {file.name}
                    <div className="small text-body-secondary">{itemLabel(file.itemId)}</div>
                  </td>
                  <td data-label="State">
                    <FileStateBadge state={file.state} />
                    {file.heldReason && <div className="small mt-1">{file.heldReason}</div>}
                  </td>
                  <td className="text-nowrap" data-label="Size">
                    {formatBytes(file.size)}
                  </td>
                  <td data-label="Received">{formatTime(file.uploadedAt)}</td>
                  <td className="text-md-end" data-label="Actions">
                    {isReleasable(file.state) && (
                      <Button size="sm" variant="outline-danger" onClick={() => setReleasing(file)}>
                        Release<span className="visually-hidden"> {file.name}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {releasing && (
        <ConfirmDialog
          title={`Release “${releasing.name}”?`}
          body={
            <>
              <p>Why it was held: {releasing.heldReason ?? 'no reason was given.'}</p>
              <p className="mb-0">
                Released, it goes into “{request.folderName}” where every colleague can open it. Release it
                only after you have checked it is safe.
              </p>
            </>
          }
          confirmLabel="Release to the folder"
          pendingLabel="Releasing…"
          danger
          onCancel={() => setReleasing(null)}
          onConfirm={async () => {
            onChange(await releaseClientFile(request.id, releasing.id));
            setReleasing(null);
          }}
        />
      )}
    </TitledCard>
  );
}
