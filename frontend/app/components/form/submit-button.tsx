import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/**
 * A button whose action takes a while: while `pending` it shows progress before its text ("Exporting…")
 * and cannot be pressed again.
 */
export function ProgressButton({
  pending,
  disabled,
  children,
  ...button
}: { pending: boolean } & ButtonProps) {
  return (
    <Button {...button} disabled={pending || disabled} aria-busy={pending}>
      {pending && <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />}
      {children}
    </Button>
  );
}

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
    <ProgressButton type="submit" variant="primary" pending={pending} className={className}>
      {pending ? pendingLabel : label}
    </ProgressButton>
  );
}
