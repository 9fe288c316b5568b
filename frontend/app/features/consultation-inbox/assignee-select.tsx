/**
 * The assignee picker: active staff by name and email, from the server's list (disabled accounts never
 * appear, and the server refuses them anyway). A value that is not in the list (an assignee since
 * disabled, or beyond the pages loaded) stays selectable as itself, so opening a request never changes it.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { AssignableStaff } from '#contract/consultation-inbox';
import { listAssignableStaff } from './inbox-api';

function useAssignableStaff() {
  const [staff, setStaff] = useState<AssignableStaff[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback(async (cursor: string | null) => {
    setLoading(true);
    setError('');
    try {
      const page = await listAssignableStaff(cursor);
      setStaff((current) => (cursor ? [...current, ...page.items] : page.items));
      setNextCursor(page.nextCursor ?? null);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(null);
  }, [load]);

  return { staff, loading, error, loadMore: nextCursor ? () => void load(nextCursor) : undefined };
}

export function AssigneeSelect({
  controlId,
  label,
  value,
  onChange,
  emptyLabel,
  className,
  children,
}: {
  controlId: string;
  className?: string;
  label: string;
  value: string;
  onChange: (email: string) => void;
  /** The first choice: "Unassigned" on a request, "Anyone" in the filter. */
  emptyLabel: string;
  /** Shortcuts beside the select ("Me"). */
  children?: ReactNode;
}) {
  const { staff, loading, error, loadMore } = useAssignableStaff();
  const listed = staff.some((person) => person.email === value);
  return (
    <Form.Group controlId={controlId} className={className}>
      <Form.Label>{label}</Form.Label>
      <div className="assignee-picker d-flex gap-2">
        <Form.Select
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-busy={loading}
          aria-describedby={error ? `${controlId}-error` : undefined}
        >
          <option value="">{emptyLabel}</option>
          {value && !listed && <option value={value}>{loading ? value : `${value} (not active)`}</option>}
          {staff.map((person) => (
            <option key={person.email} value={person.email}>
              {person.firstName} {person.lastName} ({person.email})
            </option>
          ))}
        </Form.Select>
        {children}
      </div>
      {error && (
        <Form.Text id={`${controlId}-error`} className="text-danger" role="alert">
          The staff list could not be loaded: {error}
        </Form.Text>
      )}
      {loadMore && (
        <Button variant="link" size="sm" className="px-0" onClick={loadMore} disabled={loading}>
          Show more staff
        </Button>
      )}
    </Form.Group>
  );
}
