import Button from 'react-bootstrap/Button';

export interface Column<SortKey extends string = never> {
  label: string;
  /** The header cell's classes, e.g. to hide the column on narrow screens. */
  className?: string;
  /** Read by screen readers only (an actions column). */
  visuallyHidden?: boolean;
  /** Pressing the header sorts the list by this key (when the table is sortable). */
  sortBy?: SortKey;
}

export interface TableSort<SortKey extends string> {
  by: SortKey;
  direction: 'asc' | 'desc';
}

/**
 * A table's header row. When the table is sortable (`sort` given), a column with a `sortBy` key is a button
 * that sorts by it, and its cell says the order in `aria-sort`.
 */
export function ColumnHeaders<SortKey extends string = never>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly Column<SortKey>[];
  sort?: TableSort<SortKey>;
  onSort?: (by: SortKey) => void;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const label = column.visuallyHidden ? (
            <span className="visually-hidden">{column.label}</span>
          ) : (
            column.label
          );
          if (!sort || !onSort || column.sortBy === undefined) {
            return (
              <th key={column.label} scope="col" className={column.className}>
                {label}
              </th>
            );
          }
          const sortBy = column.sortBy;
          const active = sort.by === sortBy;
          return (
            <th
              key={column.label}
              scope="col"
              className={column.className}
              aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
            >
              <Button
                variant="link"
                className="p-0 fw-semibold text-reset text-decoration-none"
                onClick={() => onSort(sortBy)}
              >
                {label}
                <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
              </Button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
