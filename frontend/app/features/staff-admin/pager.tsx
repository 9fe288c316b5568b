import Button from 'react-bootstrap/Button';

/** Previous / Next under a paged staff list, with the page number announced. */
export function Pager({
  pageNumber,
  hasNext,
  loading,
  onPrevious,
  onNext,
}: {
  pageNumber: number;
  hasNext: boolean;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav className="d-flex align-items-center gap-3 mt-3" aria-label="Pages">
      <Button variant="outline-secondary" onClick={onPrevious} disabled={loading || pageNumber === 1}>
        Previous
      </Button>
      <span aria-live="polite">Page {pageNumber}</span>
      <Button variant="outline-secondary" onClick={onNext} disabled={loading || !hasNext}>
        Next
      </Button>
    </nav>
  );
}
