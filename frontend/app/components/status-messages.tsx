import Spinner from 'react-bootstrap/Spinner';

/*
 * The two messages every staff screen and sign-in page shows, in one module so they share one chunk (each
 * chunk is a name in the route manifest every public page loads).
 */

/**
 * The red box for the server's message (spec section 8). Renders nothing when there is no message. Bootstrap's
 * alert classes without react-bootstrap's Alert, which brings its fade transition and close button (5.4 KB gzip
 * with prop-types) to every sign-in page that only ever shows a message.
 */
export function ErrorBox({ message, children }: { message: string; children?: React.ReactNode }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger mt-3 mb-0" role="alert">
      {message}
      {children}
    </div>
  );
}

/**
 * The line a staff screen shows while it reads or saves: a small spinner (hidden from screen readers) and the
 * words. Place it inside the screen's live region so the words are announced.
 */
export function LoadingNote({ children }: { children: React.ReactNode }) {
  return (
    <p>
      <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      {children}
    </p>
  );
}
