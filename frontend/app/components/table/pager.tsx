import Button from 'react-bootstrap/Button';
import type { CursorPages } from '../../lib/use-cursor-pages';

/** Previous / Next under a paged staff list (one `useCursorPages` reads), with the page number announced. */
export function Pager({
  list,
}: {
  list: Pick<CursorPages<unknown>, 'pageNumber' | 'hasNext' | 'loading' | 'previous' | 'next'>;
}) {
  return (
    <nav className="d-flex align-items-center gap-3 mt-3" aria-label="Pages">
      <Button
        variant="outline-secondary"
        onClick={list.previous}
        disabled={list.loading || list.pageNumber === 1}
      >
        Previous
      </Button>
      <span aria-live="polite">Page {list.pageNumber}</span>
      <Button variant="outline-secondary" onClick={list.next} disabled={list.loading || !list.hasNext}>
        Next
      </Button>
    </nav>
  );
}
