import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { documentMessages, previewKindOf, type DocumentItem, type PreviewKind } from '#contract/documents';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { useQuery } from '../../lib/use-query';
import { documentLink } from './api';

/** Fetches a 5-minute link and opens it as a download (the link carries Content-Disposition: attachment). */
export async function downloadDocument(id: string, versionId?: string) {
  const link = await documentLink(id, 'attachment', versionId);
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** A 5-minute inline link, and for a text file its body (shown as text, never as HTML). */
async function readPreview(id: string, kind: Exclude<PreviewKind, 'none'>) {
  const link = await documentLink(id, 'inline');
  if (kind !== 'text') return { url: link.url, text: null };
  const response = await fetch(link.url);
  if (!response.ok)
    throw new Error(response.status === 403 ? documentMessages.linkExpired : documentMessages.notFound);
  return { url: link.url, text: await response.text() };
}

/** One file's preview, read when it opens. */
function Preview({ item, kind }: { item: DocumentItem; kind: Exclude<PreviewKind, 'none'> }) {
  const read = useCallback(() => readPreview(item.id, kind), [item.id, kind]);
  const { data: preview, loading, error } = useQuery(read);
  return (
    <>
      <ErrorBox message={error} />
      <div role="status" aria-live="polite">
        {loading && <LoadingNote>Loading the preview…</LoadingNote>}
      </div>
      {preview && kind === 'pdf' && (
        <iframe src={preview.url} title={`Preview of ${item.name}`} className="file-viewer-frame" />
      )}
      {preview && kind === 'image' && (
        <img src={preview.url} alt={`Preview of ${item.name}`} className="img-fluid" />
      )}
      {preview && kind === 'text' && <pre className="file-viewer-text">{preview.text}</pre>}
    </>
  );
}

/** The spec's `fileViewer`: PDF in a frame, images, plain text as text (never HTML); other types download. */
export function FileViewer({ item, onClose }: { item: DocumentItem | null; onClose: () => void }) {
  // A failed download belongs to the file it was tried on.
  const [failure, setFailure] = useState<{ message: string; item: DocumentItem } | null>(null);
  const kind = previewKindOf(item?.contentType ?? '');

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
        <ErrorBox message={failure && failure.item === item ? failure.message : ''} />
        {item && kind === 'none' && <p>There is no preview for this type of file. Download it to open it.</p>}
        {item && kind !== 'none' && <Preview key={item.id} item={item} kind={kind} />}
      </Modal.Body>
      <Modal.Footer>
        {item && (
          <Button
            variant="primary"
            onClick={() =>
              downloadDocument(item.id).catch((caught: Error) =>
                setFailure({ message: caught.message, item }),
              )
            }
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
