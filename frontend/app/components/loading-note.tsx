import Spinner from 'react-bootstrap/Spinner';

/**
 * The line a staff screen shows while it reads or saves: a small spinner (hidden from screen readers) and the
 * words. Place it inside the screen's live region so the words are announced.
 */
export function LoadingNote({ children }: { children: React.ReactNode }) {
  return (
    <p>
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      {children}
    </p>
  );
}
