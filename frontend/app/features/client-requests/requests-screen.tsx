import { Link } from 'react-router';
import Table from 'react-bootstrap/Table';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { ColumnHeaders } from '../../components/table/column-headers';
import { EmailText } from '../../components/table/email-text';
import { Pager } from '../../components/table/pager';
import { paths } from '../../config/paths';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { formatTime } from '../../lib/format-time';
import { RequestStatusBadge } from './request-labels';
import { listClientRequests } from './staff-api';

/** Every document request, newest first, ten a page (the page is in the URL). */
export function RequestsScreen() {
  const list = useCursorPages(listClientRequests);
  const { items: requests, loading, error } = list;

  return (
    <>
      <h1 className="h2">Document requests</h1>
      <p className="text-body-secondary">
        A request is made from a consultation’s page or from a folder in the File Manager.
      </p>
      <ErrorBox message={error} />
      {!loading && !error && requests.length === 0 && <p>No document requests yet.</p>}
      {requests.length > 0 && (
        <div className="table-responsive">
          <Table hover className="align-middle">
            <ColumnHeaders
              columns={[
                { label: 'Client' },
                { label: 'Status' },
                { label: 'Files' },
                { label: 'Folder', className: 'd-none d-md-table-cell' },
                { label: 'Link expires', className: 'd-none d-md-table-cell' },
                { label: 'Requested by', className: 'd-none d-lg-table-cell' },
              ]}
            />
            <tbody>
              {requests.map((request) => (
                <tr key={request.id}>
                  <td>
                    <Link to={paths.clientRequest(request.id)}>{request.clientName}</Link>
                    <div className="small text-body-secondary">
                      <EmailText email={request.clientEmail} />
                    </div>
                  </td>
                  <td>
                    <RequestStatusBadge status={request.status} />
                  </td>
                  <td>{request.fileCount}</td>
                  <td className="d-none d-md-table-cell text-break">{request.folderName}</td>
                  <td className="d-none d-md-table-cell">{formatTime(request.expiresAt)}</td>
                  <td className="d-none d-lg-table-cell">{request.requestedBy}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <div role="status" aria-live="polite">
        {loading && <LoadingNote>Loading requests…</LoadingNote>}
      </div>
      <Pager list={list} />
    </>
  );
}
