/** Every matter, newest first, a page at a time, filtered by phase and responsible attorney (kept in the URL). */
import { useCallback, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { MATTER_PHASES, type MatterPhase } from '#contract/matters';
import { SelectOptions } from '../../components/form/select-options';
import { StaffSelect } from '../../components/form/staff-select';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { ColumnHeaders } from '../../components/table/column-headers';
import { Pager } from '../../components/table/pager';
import { paths } from '../../config/paths';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useFilterForm } from '../../lib/use-url-state';
import { useStaffProfile } from '../../lib/use-staff-profile';
import { DeadlineBadge } from './matter-labels';
import { deadlineDateOf, listMatters } from './matters-api';

const ALL_MATTERS = { phase: '', attorney: '' };

export function MattersScreen() {
  const ids = useId();
  const profile = useStaffProfile();
  const { applied, setApplied, form, setForm, apply } = useFilterForm(ALL_MATTERS);
  const load = useCallback(
    (cursor: string | null) =>
      listMatters({ phase: applied.phase || null, responsibleAttorney: applied.attorney || null }, cursor),
    [applied],
  );
  const list = useCursorPages(load);
  const { items: matters, loading, error } = list;

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Matters</h1>
        <Link to={paths.criticalDeadlines}>Critical deadlines</Link>
      </div>
      <p className="text-body-secondary">A matter is opened from a lead whose conflict check is cleared.</p>
      <Form onSubmit={apply} className="inbox-filters mb-3" aria-label="Filter the matters">
        <Form.Group controlId={`${ids}-phase`}>
          <Form.Label>Phase</Form.Label>
          <Form.Select
            value={form.phase}
            onChange={(event) => setForm({ ...form, phase: event.target.value })}
          >
            <option value="">Every phase</option>
            <SelectOptions choices={MATTER_PHASES} />
          </Form.Select>
        </Form.Group>
        <StaffSelect
          controlId={`${ids}-attorney`}
          label="Responsible attorney"
          emptyLabel="Anyone"
          value={form.attorney}
          onChange={(attorney) => setForm({ ...form, attorney })}
        />
        <div className="d-flex gap-2 align-items-end">
          <Button type="submit">Apply</Button>
          <Button
            variant="outline-secondary"
            onClick={() => setApplied({ ...ALL_MATTERS, attorney: profile.email })}
          >
            Mine
          </Button>
        </div>
      </Form>
      <ErrorBox message={error} />
      <div aria-live="polite" aria-busy={loading}>
        {loading && <LoadingNote>Loading matters…</LoadingNote>}
        {!loading && !error && matters.length === 0 && <p>No matters match this view.</p>}
      </div>
      {matters.length > 0 && (
        <div className="table-responsive">
          <Table hover className="align-middle">
            <ColumnHeaders
              columns={[
                { label: 'Client' },
                { label: 'Phase' },
                { label: 'Statute of limitations' },
                { label: 'Responsible attorney', className: 'd-none d-md-table-cell' },
              ]}
            />
            <tbody>
              {matters.map((matter) => (
                <tr key={matter.id}>
                  <td>
                    <Link to={paths.matter(matter.id)}>{matter.clientName}</Link>
                    <div className="small text-body-secondary">{matter.claimType}</div>
                  </td>
                  <td>{MATTER_PHASES[matter.phase as MatterPhase] ?? matter.phase}</td>
                  <td>
                    {matter.deadlineOpen ? (
                      <DeadlineBadge date={deadlineDateOf(matter)} verified={!!matter.verification} />
                    ) : (
                      'Closed: suit filed or matter ended'
                    )}
                  </td>
                  <td className="d-none d-md-table-cell text-break">{matter.responsibleAttorney}</td>
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
