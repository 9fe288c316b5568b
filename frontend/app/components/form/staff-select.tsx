/**
 * The staff picker (a lead's assignee, a matter's responsible attorney, the lists' filters): active staff by name and email, from the server's list (disabled accounts never
 * appear, and the server refuses them anyway). A value that is not in the list (an assignee since
 * disabled, or beyond the pages loaded) stays selectable as itself, so opening a request never changes it.
 */
import { useCallback, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { AssignableStaff } from '#contract/consultation-inbox';
import { AssignableStaffDocument } from '#contract/graphql/consultation-inbox.generated';
import { callGraphql } from '../../lib/graphql';
import { useQuery } from '../../lib/use-query';

const listAssignableStaff = (cursor: string | null) => callGraphql(AssignableStaffDocument, { cursor });

/** Reads the list a page at a time; "Show more staff" appends the next page to those shown. */
function useAssignableStaff() {
  // The people of the pages already shown, and the cursor of the page read after them.
  const [shown, setShown] = useState<{ staff: AssignableStaff[]; cursor: string | null }>({
    staff: [],
    cursor: null,
  });
  const { cursor } = shown;
  const read = useCallback(async () => ({ cursor, page: await listAssignableStaff(cursor) }), [cursor]);
  const query = useQuery(read);
  // The answer still held while the next page loads is the page before it, already in `shown`.
  const page = query.data?.cursor === cursor ? query.data.page : undefined;
  const staff = page ? [...shown.staff, ...page.items] : shown.staff;
  const nextCursor = page?.nextCursor;
  const loadMore = nextCursor
    ? () => setShown({ staff, cursor: nextCursor })
    : query.error && cursor
      ? () => void query.reload()
      : undefined;
  return { staff, loading: query.loading, error: query.error, loadMore };
}

export function StaffSelect({
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
