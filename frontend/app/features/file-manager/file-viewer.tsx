import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { documentMessages, previewKindOf, type DocumentItem } from '#contract/documents';
import { DocumentLinkDocument } from '#contract/graphql/documents.generated';
import { ErrorBox } from '../../components/status-messages';
import { callGraphql } from '../../lib/graphql';

/** Fetches a 5-minute link and opens it as a download (the link carries Content-Disposition: attachment). */
export async function downloadDocument(id: string, versionId?: string) {
  const link = await callGraphql(DocumentLinkDocument, { id, versionId, disposition: 'attachment' });
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** The spec's `fileViewer`: PDF in a frame, images, plain text as text (never HTML); other types download. */
export function FileViewer({ item, onClose }: { item: DocumentItem | null; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState('');
  const kind = previewKindOf(item?.contentType ?? '');

  useEffect(() => {
    setUrl('');
    setText(null);
    setError('');
    if (!item || kind === 'none') return;
    let active = true;
    callGraphql(DocumentLinkDocument, { id: item.id, disposition: 'inline' })
      .then(async (link) => {
        if (kind === 'text') {
          const response = await fetch(link.url);
          if (!response.ok)
            throw new Error(
              response.status === 403 ? documentMessages.linkExpired : documentMessages.notFound,
            );
          const body = await response.text();
          if (active) setText(body);
        }
        if (active) setUrl(link.url);
      })
      .catch((failure: Error) => active && setError(failure.message));
    return () => {
      active = false;
    };
  }, [item, kind]);

  return (
    <Modal
      show={item !== null}
      onHide={onClose}
      size="xl"
      fullscreen="md-down"
      aria-labelledby="file-viewer-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="file-viewer-title" className="text-break">
          {item?.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="file-viewer-body">
        <ErrorBox message={error} />
        {kind === 'none' && <p>There is no preview for this type of file. Download it to open it.</p>}
        {kind !== 'none' && !url && !error && (
          <div role="status" className="d-flex align-items-center gap-2">
            <Spinner animation="border" size="sm" /> Loading the preview…
          </div>
        )}
        {url && kind === 'pdf' && (
          <iframe src={url} title={`Preview of ${item?.name}`} className="file-viewer-frame" />
        )}
        {url && kind === 'image' && <img src={url} alt={`Preview of ${item?.name}`} className="img-fluid" />}
        {url && kind === 'text' && <pre className="file-viewer-text">{text}</pre>}
      </Modal.Body>
      <Modal.Footer>
        {item && (
          <Button
            variant="primary"
            onClick={() => downloadDocument(item.id).catch((failure: Error) => setError(failure.message))}
          >
            Download
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
