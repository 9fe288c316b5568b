/**
 * One document request: its state, the checklist, the files received (held ones with their reason and
 * "Release"), and the link's actions: extend, re-send (a new link; the old one stops) and revoke. The link
 * itself is shown only right after it was made (create or re-send): the server keeps only its hash.
 */
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { DEFAULT_REQUEST_DAYS, MAX_REQUEST_DAYS, type ClientRequestDetail } from '#contract/client-requests';
import { formatBytes } from '#contract/documents';
import { TitledCard } from '../../components/cards/titled-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/status-messages';
import { paths } from '../../config/paths';
import { useQuery } from '../../lib/use-query';
import { DetailRows } from '../../components/detail-rows';
import { formatTime } from '../../lib/format-time';
import { ChecklistCard, FilesCard } from './request-files';
import { RequestStatusBadge } from './request-labels';
import type { IssuedLinkState } from './request-form';
import { extendClientRequest, getClientRequest, resendClientRequest, revokeClientRequest } from './staff-api';
import './client-requests.css';

/** The link just made, to copy: it cannot be shown again once the page is left. */
function IssuedLink({ link, email }: { link: string; email: string }) {
  const id = useId();
  const [copied, setCopied] = useState('');
  const copy = () =>
    navigator.clipboard
      .writeText(link)
      .then(() => setCopied('Copied.'))
      .catch(() => setCopied('Could not copy: select the link and copy it yourself.'));
  return (
    <Alert variant="success">
      <p>
        The link was emailed to {email}. Copy it now if you want to send it another way: it is shown only this
        once.
      </p>
      <Form.Label htmlFor={id}>Link for the client</Form.Label>
      <InputGroup>
        <Form.Control id={id} readOnly value={link} onFocus={(event) => event.target.select()} />
        <Button variant="outline-secondary" onClick={() => void copy()}>
          Copy link
        </Button>
      </InputGroup>
      <p className="small mb-0 mt-1" aria-live="polite">
        {copied}
      </p>
    </Alert>
  );
}

type Asking = 'extend' | 'resend' | 'revoke' | null;

function RequestActions({
  request,
  onChange,
  onIssued,
}: {
  request: ClientRequestDetail;
  onChange: (next: ClientRequestDetail) => void;
  onIssued: (link: string) => void;
}) {
  const ids = useId();
  const [asking, setAsking] = useState<Asking>(null);
  const [days, setDays] = useState(String(DEFAULT_REQUEST_DAYS));
  const close = () => setAsking(null);
  if (request.status === 'revoked') {
    return <p className="mb-0">This link was revoked: it no longer works and cannot be changed.</p>;
  }
  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" onClick={() => setAsking('extend')}>
          Extend
        </Button>
        <Button variant="outline-primary" onClick={() => setAsking('resend')}>
          Re-send
        </Button>
        <Button variant="outline-danger" onClick={() => setAsking('revoke')}>
          Revoke
        </Button>
      </div>
      {asking === 'extend' && (
        <ConfirmDialog
          title="Extend the link?"
          body={
            <Form.Group controlId={`${ids}-days`}>
              <Form.Label>The link works for this many days from now (at most {MAX_REQUEST_DAYS})</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_REQUEST_DAYS}
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            </Form.Group>
          }
          confirmLabel="Extend"
          pendingLabel="Extending…"
          onCancel={close}
          onConfirm={async () => {
            onChange(await extendClientRequest(request.id, Number(days)));
            close();
          }}
        />
      )}
      {asking === 'resend' && (
        <ConfirmDialog
          title="Send a new link?"
          body={
            <p className="mb-0">
              {request.clientName} gets a new link by email at {request.clientEmail}. The link sent before
              stops working.
            </p>
          }
          confirmLabel="Send a new link"
          pendingLabel="Sending…"
          onCancel={close}
          onConfirm={async () => {
            const issued = await resendClientRequest(request.id);
            onChange(issued.request);
            onIssued(issued.link);
            close();
          }}
        />
      )}
      {asking === 'revoke' && (
        <ConfirmDialog
          title="Revoke the link?"
          body={
            <p className="mb-0">
              The link stops working at once and {request.clientName} can send nothing more. Files already
              received stay. A revoked request cannot be opened again: make a new one instead.
            </p>
          }
          confirmLabel="Revoke the link"
          pendingLabel="Revoking…"
          danger
          onCancel={close}
          onConfirm={async () => {
            onChange(await revokeClientRequest(request.id));
            close();
          }}
        />
      )}
    </>
  );
}

export function RequestScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const load = useCallback(() => getClientRequest(id), [id]);
  const query = useQuery(load);
  const request = query.data;
  const [issuedLink, setIssuedLink] = useState(
    () => (location.state as Partial<IssuedLinkState> | null)?.issuedLink ?? '',
  );

  // The link leaves the history entry at once: Back, Forward or a reload must not show it again.
  useEffect(() => {
    if ((location.state as Partial<IssuedLinkState> | null)?.issuedLink) {
      void navigate(location.pathname + location.search, { replace: true, state: null });
    }
  }, [location, navigate]);

  const back = <Link to={paths.clientRequests}>← All document requests</Link>;
  if (query.error && !request) {
    return (
      <>
        <h1 className="h2">Document request</h1>
        <ErrorBox message={query.error} />
        {back}
      </>
    );
  }
  if (!request) {
    return (
      <p aria-live="polite">
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
        Loading the request…
      </p>
    );
  }

  const rows: [string, ReactNode][] = [
    ['Client', `${request.clientName} (${request.clientEmail})`],
    ['Files go to', request.folderName],
    ['Requested by', request.requestedBy],
    ['Made', formatTime(request.createdAt)],
    [request.status === 'expired' ? 'Expired' : 'Link expires', formatTime(request.expiresAt)],
    ['Client finished', request.doneAt ? formatTime(request.doneAt) : 'Not yet'],
    [
      'Received',
      `${request.fileCount} of ${request.maxFiles} files, ${formatBytes(request.totalBytes)} of ${formatBytes(request.maxBytes)}`,
    ],
  ];
  if (request.consultationId) {
    rows.push([
      'Consultation',
      <Link to={paths.consultation(request.consultationId)}>Open the consultation request</Link>,
    ]);
  }

  return (
    <div className="client-request-page">
      {back}
      <h1 className="h2 mt-2 text-break">Documents from {request.clientName}</h1>
      <p>
        <RequestStatusBadge status={request.status} />
      </p>
      {issuedLink && <IssuedLink link={issuedLink} email={request.clientEmail} />}
      <TitledCard className="mb-3" title="The request">
        <DetailRows rows={rows} />
        {request.message && <p className="client-message mt-2 mb-0">{request.message}</p>}
      </TitledCard>
      <TitledCard className="mb-3" title="The link">
        <RequestActions request={request} onChange={query.setData} onIssued={setIssuedLink} />
      </TitledCard>
      <ChecklistCard request={request} />
      <FilesCard request={request} onChange={query.setData} />
      <Button variant="link" className="px-0" onClick={query.reload} disabled={query.loading}>
        {query.loading ? 'Reloading…' : 'Reload to see new files'}
      </Button>
    </div>
  );
}
