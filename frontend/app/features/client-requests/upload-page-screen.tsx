/**
 * The client's upload page (/upload#<token>): who asks for what, a drop zone and a "take a photo" button,
 * each file tied to a checklist item or "Other", per-file progress with Cancel and Retry, and "I'm done".
 * The client sees the names of the files they sent in this request and nothing else of the firm's.
 */
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { OTHER_ITEM_ID, clientRequestMessages, type ClientSentFile } from '#contract/client-requests';
import { ALLOWED_EXTENSIONS, formatBytes } from '#contract/documents';
import type { Answer } from '#contract/graphql/typed-document';
import type { ClientUploadPageQuery } from '#contract/graphql/client-uploads.generated';
import { DropZone } from '../../components/drop-zone';
import { ErrorBox } from '../../components/status-messages';
import { UploadList, type UploadWords } from '../../components/upload-list';
import { isActive } from '../../lib/upload-schedule';
import { useQuery } from '../../lib/use-query';
import { useUploadQueue } from '../../lib/use-upload-queue';
import { askForNewLink, fileProblem, finishUploads, loadUploadPage, sendClientFile } from './client-upload';
import './client-requests.css';

type UploadPage = Answer<ClientUploadPageQuery>;

const ACCEPT = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const WORDS: UploadWords = { list: 'Files being sent', trip: 'sending', clear: 'Clear finished files' };

const STATUS_LABEL: Record<ClientSentFile['status'], string> = {
  checking: 'Received, being checked',
  received: 'Received',
  'not-accepted': clientRequestMessages.notAccepted,
};

function ExpiredLink({ token, page }: { token: string; page: UploadPage }) {
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    setError('');
    try {
      setAnswer(await askForNewLink(token));
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <h1 className="h3">This link has expired</h1>
      <p>{clientRequestMessages.expired}</p>
      <p>
        {page.requestedBy} at {page.firmName} sent it. We can ask them to send you a new one.
      </p>
      {answer ? (
        <p role="status">{answer}</p>
      ) : (
        <Button onClick={ask} disabled={busy}>
          {busy ? 'Asking…' : 'Ask the firm for a new link'}
        </Button>
      )}
      <ErrorBox message={error} />
    </>
  );
}

export function UploadPageScreen({ token }: { token: string }) {
  const load = useCallback(() => loadUploadPage(token), [token]);
  const { data: page, error: loadError, reload } = useQuery(load);
  const [itemId, setItemId] = useState('');
  const [notice, setNotice] = useState('');
  const [finishing, setFinishing] = useState(false);

  // Each file goes to the checklist item chosen when it was added; the page is read again as they land.
  const queue = useUploadQueue<string>({
    send: async (file, item, onProgress, signal) => {
      await sendClientFile(token, file, item, onProgress, signal);
      return 'Sent.';
    },
    problemOf: fileProblem,
    onUploaded: () => void reload(),
  });

  const add = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (!itemId) {
      setNotice(clientRequestMessages.unknownItem);
      return;
    }
    setNotice('');
    queue.add(Array.from(files), itemId);
  };

  const finish = async () => {
    setFinishing(true);
    setNotice('');
    try {
      await finishUploads(token);
      await reload();
    } catch (error) {
      setNotice((error as Error).message);
    } finally {
      setFinishing(false);
    }
  };

  if (loadError) {
    return (
      <>
        <h1 className="h3">This link does not work</h1>
        <p role="alert">{loadError}</p>
      </>
    );
  }
  if (!page) return <p role="status">Loading your request…</p>;
  if (page.status === 'expired') return <ExpiredLink token={token} page={page} />;

  const items = [...page.items, { id: OTHER_ITEM_ID, label: 'Other' }];
  const sending = queue.rows.some(isActive);
  const labelOf = (id: string) => items.find((item) => item.id === id)?.label ?? 'Other';
  return (
    <>
      <h1 className="h3">Send your documents to {page.firmName}</h1>
      <p>
        Hello {page.clientName}. {page.requestedBy} asks you for these documents. You can send them from this
        phone or computer; no account is needed.
      </p>
      {page.message && <p className="client-message">{page.message}</p>}
      <h2 className="h5 mt-4">What we need</h2>
      <ul className="client-checklist">
        {items.map((item) => {
          const sent = page.files.filter((file) => file.itemId === item.id);
          if (item.id === OTHER_ITEM_ID && sent.length === 0) return null;
          return (
            <li key={item.id}>
              <strong>{item.label}</strong>
              {sent.length > 0 && (
                <ul className="client-sent-files">
                  {sent.map((file) => (
                    <li key={file.id}>
                      <span className="text-break">{file.name}</span>:{' '}
                      {STATUS_LABEL[file.status as ClientSentFile['status']] ?? file.status}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>

      <h2 className="h5 mt-4">Send a file</h2>
      <Form.Group controlId="client-item" className="mb-3">
        <Form.Label>Which document is it?</Form.Label>
        <Form.Select value={itemId} onChange={(event) => setItemId(event.target.value)}>
          <option value="">Choose…</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <DropZone onFiles={add}>
        <p className="mb-2">Drop files here, or</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <label className="btn btn-primary mb-0">
            Choose files
            <input
              type="file"
              multiple
              accept={ACCEPT}
              className="visually-hidden"
              data-testid="client-files"
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
          <label className="btn btn-outline-secondary mb-0">
            Take a photo
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden"
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        </div>
        <p className="small text-muted mt-2 mb-0">
          Up to {page.filesLeft} more files and {formatBytes(page.bytesLeft)} in all; PDF, photos and office
          documents.
        </p>
      </DropZone>
      <ErrorBox message={notice} />
      <UploadList queue={queue} words={WORDS} detail={(row) => labelOf(row.target)} />

      <div className="mt-4">
        {page.status === 'done' ? (
          <p role="status">{clientRequestMessages.done}</p>
        ) : (
          <Button variant="primary" onClick={finish} disabled={finishing || sending}>
            {finishing ? 'Telling the firm…' : "I'm done"}
          </Button>
        )}
      </div>
    </>
  );
}
