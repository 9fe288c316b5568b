import { Fragment, type ReactNode } from 'react';

/** Labelled values in two columns (stacked on phones); a value that was not given reads "—". */
export function DetailRows({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="row mb-0">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-sm-4">{label}</dt>
          <dd className="col-sm-8">{value ?? '—'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
