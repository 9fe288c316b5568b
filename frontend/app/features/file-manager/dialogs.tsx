import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import {
  formatBytes,
  type DocumentItem,
  type DocumentVersionView,
  type FolderCrumb,
} from '#contract/documents';
import { LIST_DOCUMENTS, LIST_DOCUMENT_VERSIONS } from '#contract/operations';
import { ErrorBox } from '../../components/form/error-box';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { callGraphql } from '../../lib/graphql';
import { downloadDocument } from './file-viewer';

/** A name for a new folder or a rename; the server's answer (a clash, an empty name) shows in red. */
export function NameDialog({
  title,
  initial,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const { pending, error, run } = useSubmit();
  return (
    <Modal show onHide={onClose} aria-labelledby="name-dialog-title">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => onSubmit(name));
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id="name-dialog-title">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="document-name">
            <Form.Label>Name</Form.Label>
            <Form.Control value={name} onChange={(event) => setName(event.target.value)} required autoFocus />
          </Form.Group>
          <ErrorBox message={error} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={pending} label={submitLabel} pendingLabel="Saving…" />
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { pending, error, run } = useSubmit();
  return (
    <Modal show onHide={onClose} aria-labelledby="confirm-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirm-dialog-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0 text-break">{body}</p>
        <ErrorBox message={error} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={pending} onClick={() => void run(onConfirm)}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The folder picker: step into folders from the top, then move the file here. */
export function MoveDialog({
  item,
  onMove,
  onClose,
}: {
  item: DocumentItem;
  onMove: (folderId: string) => Promise<void>;
  onClose: () => void;
}) {
  // Starts where the file is: the destination is most often a neighbour or a subfolder.
  const [folderId, setFolderId] = useState(item.folderId);
  const [path, setPath] = useState<FolderCrumb[]>([]);
  const [folders, setFolders] = useState<DocumentItem[]>([]);
  const { pending, error, setError, run } = useSubmit();

  useEffect(() => {
    callGraphql('documents', LIST_DOCUMENTS, { folderId, sort: 'name' })
      .then((page) => {
        setPath(page.path);
        setFolders(page.items.filter((entry) => entry.kind === 'folder'));
      })
      .catch((failure: Error) => setError(failure.message));
  }, [folderId, setError]);

  return (
    <Modal show onHide={onClose} aria-labelledby="move-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="move-dialog-title" className="text-break">
          Move “{item.name}”
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <nav aria-label="Destination folder">
          <ol className="breadcrumb mb-2">
            {path.map((crumb, index) =>
              index === path.length - 1 ? (
                <li key={crumb.id} className="breadcrumb-item active" aria-current="location">
                  {crumb.name}
                </li>
              ) : (
                <li key={crumb.id} className="breadcrumb-item">
                  <Button variant="link" className="p-0 align-baseline" onClick={() => setFolderId(crumb.id)}>
                    {crumb.name}
                  </Button>
                </li>
              ),
            )}
          </ol>
        </nav>
        {folders.length === 0 ? (
          <p className="text-body-secondary">No folders inside this one.</p>
        ) : (
          <ListGroup>
            {folders.map((folder) => (
              <ListGroup.Item key={folder.id} action onClick={() => setFolderId(folder.id)}>
                <span aria-hidden="true">📁 </span>
                {folder.name}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        <ErrorBox message={error} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={pending || folderId === item.folderId}
          onClick={() => void run(() => onMove(folderId))}
        >
          Move here
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export function VersionsDialog({ item, onClose }: { item: DocumentItem; onClose: () => void }) {
  const [versions, setVersions] = useState<DocumentVersionView[] | null>(null);
  const { error, setError, run } = useSubmit();
  useEffect(() => {
    callGraphql('documentVersions', LIST_DOCUMENT_VERSIONS, { id: item.id })
      .then((page) => setVersions(page.items))
      .catch((failure: Error) => setError(failure.message));
  }, [item.id, setError]);
  return (
    <Modal show onHide={onClose} aria-labelledby="versions-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="versions-dialog-title" className="text-break">
          Versions of “{item.name}”
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {versions === null && !error && <p role="status">Loading…</p>}
        <ListGroup as="ol" numbered>
          {versions?.map((version, index) => (
            <ListGroup.Item as="li" key={version.versionId} className="d-flex justify-content-between gap-2">
              <span>
                {index === 0 ? 'Current: ' : ''}
                {new Date(version.uploadedAt).toLocaleString('en-US')} by {version.uploadedBy},{' '}
                {formatBytes(version.size)}
              </span>
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => void run(() => downloadDocument(item.id, version.versionId))}
              >
                Download
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
        <ErrorBox message={error} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
