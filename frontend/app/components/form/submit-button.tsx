import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useHydrated } from '../hooks/use-hydrated';

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

/**
 * A submit button that shows progress and cannot be pressed again while its form is being sent. On a
 * pre-rendered page (the sign-in page) it stays disabled until the page has hydrated: pressed earlier, or
 * Enter in a field, the browser would submit the bare form itself and reload the page.
 */
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
  const hydrated = useHydrated();
  return (
    <ProgressButton
      type="submit"
      variant="primary"
      pending={pending}
      disabled={!hydrated}
      className={className}
    >
      {pending ? pendingLabel : label}
    </ProgressButton>
  );
}
