/**
 * Critical deadlines: every open statute-of-limitations deadline, soonest first; an unverified one is red,
 * as everywhere it shows.
 */
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { MATTER_PHASES, type MatterPhase } from '#contract/matters';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { ColumnHeaders } from '../../components/table/column-headers';
import { Pager } from '../../components/table/pager';
import { paths } from '../../config/paths';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { daysLeftText, readersToday } from './civil-date';
import { DeadlineBadge } from './matter-labels';
import { listCriticalDeadlines } from './matters-api';

export function DeadlinesScreen() {
  const list = useCursorPages(listCriticalDeadlines);
  const { items: deadlines, loading, error } = list;
  const today = readersToday();
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Critical deadlines</h1>
        <Link to={paths.matters}>All matters</Link>
      </div>
      <p className="text-body-secondary">
        Every open statute of limitations, soonest first. A deadline closes when suit is filed or the matter
        closes.
      </p>
      <ErrorBox message={error} />
      <div aria-live="polite" aria-busy={loading}>
        {loading && <LoadingNote>Loading deadlines…</LoadingNote>}
        {!loading && !error && deadlines.length === 0 && <p>No open deadlines.</p>}
      </div>
      {deadlines.length > 0 && (
        <div className="table-responsive">
          <Table hover className="align-middle">
            <ColumnHeaders
              columns={[
                { label: 'Deadline' },
                { label: 'Client' },
                { label: 'Phase', className: 'd-none d-md-table-cell' },
                { label: 'Responsible attorney', className: 'd-none d-md-table-cell' },
              ]}
            />
            <tbody>
              {deadlines.map((deadline) => (
                <tr key={deadline.matterId}>
                  <td>
                    <DeadlineBadge date={deadline.date} verified={deadline.verified} />
                    <div className="small">{daysLeftText(deadline.date, today)}</div>
                  </td>
                  <td>
                    <Link to={paths.matter(deadline.matterId)}>{deadline.clientName}</Link>
                  </td>
                  <td className="d-none d-md-table-cell">
                    {MATTER_PHASES[deadline.phase as MatterPhase] ?? deadline.phase}
                  </td>
                  <td className="d-none d-md-table-cell text-break">{deadline.responsibleAttorney}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <Pager list={list} />
    </>
  );
}
