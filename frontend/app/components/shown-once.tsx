import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useClipboard } from '../lib/use-clipboard';

/**
 * A secret the server shows once and never again (a calendar link, recovery codes): the secret under its
 * title, a Copy button whose result a screen reader hears, the warning that it is shown only once, and the
 * button that hides it when the person has kept it. The browser keeps no copy once it is hidden.
 */
export function ShownOnce({
  title,
  about,
  secret,
  noun,
  doneLabel,
  onDone,
  children,
}: {
  /** Names the secret: its heading, and the label of the link's field or the codes' list. */
  title: string;
  /** What it is, what it opens, and what to do with it now; the component adds that it is shown once. */
  about: string;
  /** One line (a link) or a list (codes). */
  secret: string | readonly string[];
  /** What the Copy button copies: "link", "codes". */
  noun: string;
  /** The button that hides it ("I have saved them"). */
  doneLabel: string;
  onDone: () => void;
  /** Further ways to keep it, beside Copy (a download). */
  children?: React.ReactNode;
}) {
  const titleId = useId();
  const isList = typeof secret !== 'string';
  const text = isList ? `${secret.join('\n')}\n` : secret;
  const { copy, message: copied } = useClipboard(text, `the ${noun}`);
  return (
    <Alert variant="warning" className="mb-3">
      <h3 className="h6" id={titleId}>
        {title}
      </h3>
      <p className="small">
        {about} <strong>{isList ? 'They are shown only once.' : 'It is shown only once.'}</strong>
      </p>
      {isList ? (
        <ol className="shown-once-list font-monospace" aria-labelledby={titleId}>
          {secret.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      ) : (
        <Form.Control
          readOnly
          value={secret}
          aria-labelledby={titleId}
          className="font-monospace small mb-2"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-secondary" size="sm" onClick={copy}>
          Copy {noun}
        </Button>
        {children}
        <Button variant="primary" size="sm" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
      <p className="small mb-0 mt-2" role="status">
        {copied}
      </p>
    </Alert>
  );
}
