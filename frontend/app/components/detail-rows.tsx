import { Fragment, type ReactNode } from 'react';

/**
 * Labelled values in two columns (stacked on phones, and everywhere when `stacked`, for a narrow side
 * card where a label would break mid-word); a value that was not given reads "—".
 */
export function DetailRows({
  rows,
  stacked = false,
}: {
  rows: readonly (readonly [label: string, value: ReactNode])[];
  stacked?: boolean;
}) {
  return (
    <dl className="row mb-0">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={stacked ? 'col-12' : 'col-sm-4'}>{label}</dt>
          <dd className={stacked ? 'col-12 text-break' : 'col-sm-8'}>{value ?? '—'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
