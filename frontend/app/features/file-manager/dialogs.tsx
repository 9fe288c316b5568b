import { useCallback, useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import { formatBytes, type DocumentItem } from '#contract/documents';
import { DocumentVersionsDocument, DocumentsDocument } from '#contract/graphql/documents.generated';
import { ErrorBox } from '../../components/status-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { callGraphql } from '../../lib/graphql';
import { useQuery } from '../../lib/use-query';
import { downloadDocument } from './file-viewer';
import { FolderBreadcrumb } from './folder-breadcrumb';

/**
 * The frame every File Manager dialog shares: its title, its body ending in the red box for the server's
 * message, and a footer with the button that closes it before the dialog's own action. Given `onSubmit`,
 * the frame is a form, so Enter in its field submits.
 */
function DocumentDialog({
  title,
  error,
  onClose,
  closeLabel = 'Cancel',
  action,
  onSubmit,
  children,
}: {
  title: ReactNode;
  error: string;
  onClose: () => void;
  closeLabel?: string;
  action?: ReactNode;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const frame = (
    <>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="text-break">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {children}
        <ErrorBox message={error} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
        {action}
      </Modal.Footer>
    </>
  );
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId}>
      {onSubmit ? (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {frame}
        </Form>
      ) : (
        frame
      )}
    </Modal>
  );
}

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
    <DocumentDialog
      title={title}
      error={error}
      onClose={onClose}
      onSubmit={() => void run(() => onSubmit(name))}
      action={<SubmitButton pending={pending} label={submitLabel} pendingLabel="Saving…" />}
    >
      <Form.Group controlId="document-name">
        <Form.Label>Name</Form.Label>
        <Form.Control value={name} onChange={(event) => setName(event.target.value)} required autoFocus />
      </Form.Group>
    </DocumentDialog>
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
  const readFolder = useCallback(
    () => callGraphql(DocumentsDocument, { folderId, sort: 'name' }),
    [folderId],
  );
  const folder = useQuery(readFolder);
  const path = folder.data?.path ?? [];
  const folders = (folder.data?.items ?? []).filter((entry) => entry.kind === 'folder');
  const { pending, error: moveError, run } = useSubmit();
  const error = moveError || folder.error;

  return (
    <DocumentDialog
      title={`Move “${item.name}”`}
      error={error}
      onClose={onClose}
      action={
        <Button
          disabled={pending || folderId === item.folderId}
          onClick={() => void run(() => onMove(folderId))}
        >
          Move here
        </Button>
      }
    >
      <FolderBreadcrumb
        label="Destination folder"
        path={path}
        current="location"
        onOpen={setFolderId}
        className="mb-2"
      />
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
    </DocumentDialog>
  );
}

export function VersionsDialog({ item, onClose }: { item: DocumentItem; onClose: () => void }) {
  const readVersions = useCallback(() => callGraphql(DocumentVersionsDocument, { id: item.id }), [item.id]);
  const listed = useQuery(readVersions);
  const versions = listed.data?.items ?? null;
  const downloading = useSubmit();
  const { run } = downloading;
  const error = downloading.error || listed.error;
  return (
    <DocumentDialog title={`Versions of “${item.name}”`} error={error} onClose={onClose} closeLabel="Close">
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
    </DocumentDialog>
  );
}
