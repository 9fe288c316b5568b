/**
 * Critical deadlines: every open deadline, soonest first: the statutes of limitations (an unverified one is
 * red, as everywhere it shows) and the filing, discovery and trial deadlines staff added.
 */
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { DEADLINE_KINDS, MATTER_PHASES, type DeadlineKind, type MatterPhase } from '#contract/matters';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { ColumnHeaders } from '../../components/table/column-headers';
import { Pager } from '../../components/table/pager';
import { paths } from '../../config/paths';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { daysLeftText, formatCivilDate, readersToday } from './civil-date';
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
        Every open deadline, soonest first: statutes of limitations until suit is filed, and the deadlines
        staff added until they are completed. A matter that closes takes its deadlines with it.
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
                { label: 'Date' },
                { label: 'Deadline' },
                // On a phone the client is named under the deadline: three narrow columns broke words apart.
                { label: 'Client', className: 'd-none d-sm-table-cell' },
                { label: 'Phase', className: 'd-none d-md-table-cell' },
                { label: 'Responsible attorney', className: 'd-none d-md-table-cell' },
              ]}
            />
            <tbody>
              {deadlines.map((deadline) => (
                <tr key={`${deadline.matterId}-${deadline.deadlineId}`}>
                  <td>
                    {deadline.kind === 'limitation' ? (
                      <DeadlineBadge date={deadline.date} verified={deadline.verified} />
                    ) : (
                      <span className="badge text-bg-primary text-wrap">
                        {formatCivilDate(deadline.date)}
                      </span>
                    )}
                    <div className="small">{daysLeftText(deadline.date, today)}</div>
                  </td>
                  <td>
                    {deadline.kind !== 'limitation' && (
                      <span className="small text-body-secondary d-block">
                        {DEADLINE_KINDS[deadline.kind as DeadlineKind] ?? deadline.kind}
                      </span>
                    )}
                    {deadline.title}
                    <span className="d-block d-sm-none">
                      <Link to={paths.matter(deadline.matterId)}>{deadline.clientName}</Link>
                    </span>
                  </td>
                  <td className="d-none d-sm-table-cell">
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
