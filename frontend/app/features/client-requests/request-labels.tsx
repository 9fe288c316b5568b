/** How the staff screens name and colour a request's status and a client's file state. */
import type { ClientFileState, ClientRequestStatus } from '#contract/client-requests';

/* Bootstrap's text-bg-* classes spelled out whole, so the build's CSS purge keeps them. */
const STATUS: Record<ClientRequestStatus, { label: string; className: string }> = {
  open: { label: 'Open', className: 'text-bg-primary' },
  done: { label: 'Client is done', className: 'text-bg-success' },
  expired: { label: 'Expired', className: 'text-bg-warning' },
  revoked: { label: 'Revoked', className: 'text-bg-secondary' },
};

const FILE_STATE: Record<ClientFileState, { label: string; className: string }> = {
  uploading: { label: 'Arriving', className: 'text-bg-light border' },
  checking: { label: 'Being checked', className: 'text-bg-info' },
  accepted: { label: 'In the folder', className: 'text-bg-success' },
  held: { label: 'Held', className: 'text-bg-danger' },
  unscanned: { label: 'Scan did not finish', className: 'text-bg-warning' },
  released: { label: 'Released to the folder', className: 'text-bg-success' },
};

export function RequestStatusBadge({ status }: { status: ClientRequestStatus }) {
  const { label, className } = STATUS[status];
  return <span className={`badge text-wrap ${className}`}>{label}</span>;
}

export function FileStateBadge({ state }: { state: ClientFileState }) {
  const { label, className } = FILE_STATE[state];
  return <span className={`badge text-wrap ${className}`}>{label}</span>;
}
