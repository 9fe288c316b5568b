import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A submit button that shows progress and cannot be pressed again while its form is being sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <Button type="submit" variant="primary" disabled={pending} aria-busy={pending} className={className}>
      {pending ? (
        <>
          <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
