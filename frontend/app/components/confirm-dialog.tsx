import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ErrorBox } from './status-messages';
import { ProgressButton } from './form/submit-button';
import { useSubmit } from './form/use-submit';

/**
 * Asks before an action: the dialog names it, Cancel has the focus first, the action button says what it
 * does. When `onConfirm` returns a promise the action runs inside the dialog: the button shows progress, a
 * second click is ignored, and the server's refusal shows in red; the caller closes the dialog on success.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  pendingLabel = 'Working…',
  cancelLabel = 'Cancel',
  danger,
  onConfirm,
  onCancel,
}: {
  title: string;
  body: React.ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  /** The page's own word for Cancel, on a page that speaks another language. */
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}) {
  const confirming = useSubmit();
  return (
    <Modal show onHide={onCancel} centered aria-labelledby="confirm-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5 text-break">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-break">
        {body}
        <ErrorBox message={confirming.error} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <ProgressButton
          variant={danger ? 'danger' : 'primary'}
          pending={confirming.pending}
          onClick={() => void confirming.run(async () => void (await onConfirm()))}
        >
          {confirming.pending ? pendingLabel : confirmLabel}
        </ProgressButton>
      </Modal.Footer>
    </Modal>
  );
}
