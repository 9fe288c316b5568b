/**
 * "Request documents": staff ask a client for documents from a consultation (name and email filled in, the
 * files going to a new folder named after the client) or from a File Manager folder (the files going there).
 * The server checks every field; its message shows as it comes. On success the request's page opens with
 * the link, which is known only now (the server keeps its hash).
 */
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import {
  DEFAULT_REQUEST_DAYS,
  DEFAULT_REQUEST_MAX_BYTES,
  DEFAULT_REQUEST_MAX_FILES,
  MAX_CHECKLIST_ITEMS,
  MAX_CLIENT_NAME_LENGTH,
  MAX_ITEM_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_REQUEST_BYTES,
  MAX_REQUEST_DAYS,
  MAX_REQUEST_FILES,
  SUGGESTED_ITEMS,
} from '#contract/client-requests';
import { MEGABYTE } from '#contract/documents';
import { ErrorBox } from '../../components/status-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';
import { createClientRequest } from './staff-api';

/** Where a request is made from: a consultation (the client known) or a folder (the target known). */
export interface RequestOrigin {
  consultationId?: string;
  folder?: { id: string; name: string };
  clientName?: string;
  clientEmail?: string;
}

/** What the request's page reads from the navigation that opens it: the link, shown this once. */
export interface IssuedLinkState {
  issuedLink: string;
}

/** A whole number typed into a field, or undefined while it is empty (the server's default then applies). */
const wholeNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

function RequestDocumentsForm({
  origin,
  titleId,
  onClose,
}: {
  origin: RequestOrigin;
  titleId: string;
  onClose: () => void;
}) {
  const ids = useId();
  const navigate = useNavigate();
  const sending = useSubmit();
  const [clientName, setClientName] = useState(origin.clientName ?? '');
  const [clientEmail, setClientEmail] = useState(origin.clientEmail ?? '');
  const [items, setItems] = useState<string[]>([]);
  const [newItem, setNewItem] = useState('');
  const [message, setMessage] = useState('');
  const [days, setDays] = useState(String(DEFAULT_REQUEST_DAYS));
  const [maxFiles, setMaxFiles] = useState(String(DEFAULT_REQUEST_MAX_FILES));
  const [maxMegabytes, setMaxMegabytes] = useState(String(DEFAULT_REQUEST_MAX_BYTES / MEGABYTE));

  const addItem = (label: string) => {
    const text = label.replace(/\s+/g, ' ').trim();
    if (text && !items.includes(text)) setItems([...items, text]);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void sending.run(async () => {
      // An item typed but not added yet is meant: it is asked for too.
      const checklist = newItem.trim() ? [...items, newItem] : items;
      const issued = await createClientRequest({
        consultationId: origin.consultationId ?? null,
        folderId: origin.folder?.id ?? null,
        clientName,
        clientEmail,
        items: checklist,
        message,
        expiresInDays: wholeNumber(days),
        maxFiles: wholeNumber(maxFiles),
        maxMegabytes: wholeNumber(maxMegabytes),
      });
      const state: IssuedLinkState = { issuedLink: issued.link };
      void navigate(paths.clientRequest(issued.request.id), { state });
    });
  }

  const target = origin.folder
    ? `The files go to the folder “${origin.folder.name}”.`
    : 'The files go to a new top-level folder named after the client.';

  return (
    // noValidate: the server's own messages explain a wrong field better than the browser's bubbles.
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          Request documents
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group className="mb-3" controlId={`${ids}-name`}>
          <Form.Label>Client’s name</Form.Label>
          <Form.Control
            value={clientName}
            maxLength={MAX_CLIENT_NAME_LENGTH}
            autoComplete="off"
            onChange={(event) => setClientName(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId={`${ids}-email`}>
          <Form.Label>Client’s email</Form.Label>
          <Form.Control
            type="email"
            value={clientEmail}
            autoComplete="off"
            onChange={(event) => setClientEmail(event.target.value)}
          />
        </Form.Group>
        <p className="small text-body-secondary">{target}</p>

        <fieldset className="mb-3">
          <legend className="form-label fs-6">Documents to ask for</legend>
          {items.length === 0 ? (
            <p className="small text-body-secondary mb-2">None yet: add one below or pick a suggestion.</p>
          ) : (
            <ul className="list-unstyled mb-2" aria-label="Documents asked for">
              {items.map((item) => (
                <li key={item} className="d-flex align-items-center justify-content-between gap-2 mb-1">
                  <span className="text-break">{item}</span>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => setItems(items.filter((kept) => kept !== item))}
                  >
                    Remove<span className="visually-hidden"> {item}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <InputGroup className="mb-2">
            <Form.Control
              aria-label="Another document to ask for"
              placeholder="Another document, e.g. Pay stubs"
              maxLength={MAX_ITEM_LENGTH}
              value={newItem}
              onChange={(event) => setNewItem(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                addItem(newItem);
                setNewItem('');
              }}
            />
            <Button
              variant="outline-primary"
              disabled={!newItem.trim() || items.length >= MAX_CHECKLIST_ITEMS}
              onClick={() => {
                addItem(newItem);
                setNewItem('');
              }}
            >
              Add
            </Button>
          </InputGroup>
          <div className="d-flex flex-wrap gap-2" role="group" aria-label="Suggestions">
            {SUGGESTED_ITEMS.filter((suggestion) => !items.includes(suggestion)).map((suggestion) => (
              <Button
                key={suggestion}
                size="sm"
                variant="outline-secondary"
                disabled={items.length >= MAX_CHECKLIST_ITEMS}
                onClick={() => addItem(suggestion)}
              >
                <span aria-hidden="true">+ </span>
                <span className="visually-hidden">Add </span>
                {suggestion}
              </Button>
            ))}
          </div>
        </fieldset>

        <Form.Group className="mb-3" controlId={`${ids}-message`}>
          <Form.Label>Message to the client (optional)</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={MAX_MESSAGE_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </Form.Group>
        <div className="row g-3">
          <Form.Group className="col-sm-4" controlId={`${ids}-days`}>
            <Form.Label>Link works for (days, at most {MAX_REQUEST_DAYS})</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_REQUEST_DAYS}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </Form.Group>
          <Form.Group className="col-sm-4" controlId={`${ids}-files`}>
            <Form.Label>Most files (up to {MAX_REQUEST_FILES})</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_REQUEST_FILES}
              value={maxFiles}
              onChange={(event) => setMaxFiles(event.target.value)}
            />
          </Form.Group>
          <Form.Group className="col-sm-4" controlId={`${ids}-megabytes`}>
            <Form.Label>Most in all (MB, up to {MAX_REQUEST_BYTES / MEGABYTE})</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_REQUEST_BYTES / MEGABYTE}
              value={maxMegabytes}
              onChange={(event) => setMaxMegabytes(event.target.value)}
            />
          </Form.Group>
        </div>
        <div aria-live="polite">
          <ErrorBox message={sending.error} />
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton pending={sending.pending} label="Send the request" pendingLabel="Sending…" />
      </Modal.Footer>
    </Form>
  );
}

/** The button that opens the form; its dialog starts empty each time it opens. */
export function RequestDocumentsButton({ origin, className }: { origin: RequestOrigin; className?: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button variant="outline-primary" className={className} onClick={() => setOpen(true)}>
        Request documents
      </Button>
      {open && (
        <Modal show onHide={() => setOpen(false)} dialogClassName="modal-lg" aria-labelledby={titleId}>
          <RequestDocumentsForm origin={origin} titleId={titleId} onClose={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}
