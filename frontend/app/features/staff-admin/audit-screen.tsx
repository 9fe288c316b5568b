import { useCallback } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { AUDIT_ACTIONS, isAuditAction, type AuditAction } from '#contract/audit';
import { AUDIT_EXPORT_LIMIT, type AuditFilter } from '#contract/staff';
import { ErrorBox } from '../../components/status-messages';
import { SelectOptions } from '../../components/form/select-options';
import { ColumnHeaders } from '../../components/table/column-headers';
import { EmailText } from '../../components/table/email-text';
import { exportAudit, listAudit } from './api';
import { AuditTarget } from './audit-target';
import { formatTime } from '../../lib/format-time';
import { Pager } from '../../components/table/pager';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useFilterForm } from '../../lib/use-url-state';
import { FilterActions, FilterStatus, useDownload } from '../../components/table/filter-actions';

const EMPTY_FILTER = { actorEmail: '', action: '', from: '', to: '' };
type FilterForm = typeof EMPTY_FILTER;

/** Only the filled-in fields go to the server. */
function filterOf(form: FilterForm): AuditFilter {
  return {
    actorEmail: form.actorEmail.trim() || null,
    action: (form.action || null) as AuditAction | null,
    from: form.from || null,
    to: form.to || null,
  };
}

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

export function AuditScreen() {
  // The applied filter and the page live in the URL: a reload or a shared link keeps the view.
  const { applied, form, field, apply } = useFilterForm(EMPTY_FILTER);
  const load = useCallback((cursor: string | null) => listAudit(filterOf(applied), cursor), [applied]);
  const list = useCursorPages(load);
  const exporting = useDownload();

  const handleExport = () =>
    exporting.start(async () => {
      const answer = await exportAudit(filterOf(applied));
      download(answer.csv);
      return answer.truncated
        ? `Downloaded the newest ${AUDIT_EXPORT_LIMIT.toLocaleString('en-US')} entries; narrow the filter for older ones.`
        : `Downloaded ${answer.rowCount} entries.`;
    });

  return (
    <>
      <h1 className="h2">Audit</h1>
      <Form onSubmit={apply} aria-label="Filter the audit log" className="audit-filters mb-3">
        <Form.Group controlId="audit-person">
          <Form.Label>Person (email, “visitor” or “system”)</Form.Label>
          <Form.Control value={form.actorEmail} onChange={field('actorEmail')} autoComplete="off" />
        </Form.Group>
        <Form.Group controlId="audit-action">
          <Form.Label>Action</Form.Label>
          <Form.Select value={form.action} onChange={field('action')}>
            <option value="">Any action</option>
            <SelectOptions choices={AUDIT_ACTIONS} />
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="audit-from">
          <Form.Label>From</Form.Label>
          <Form.Control type="date" value={form.from} onChange={field('from')} />
        </Form.Group>
        <Form.Group controlId="audit-to">
          <Form.Label>To</Form.Label>
          <Form.Control type="date" value={form.to} onChange={field('to')} />
        </Form.Group>
        <FilterActions
          applyLabel="Apply"
          applying={list.loading}
          download={exporting}
          onDownload={handleExport}
        />
      </Form>
      <FilterStatus loading={list.loading} download={exporting} />
      <ErrorBox message={list.error || exporting.error} />
      {!list.loading && !list.error && list.items.length === 0 && <p>No entries match this filter.</p>}
      {list.items.length > 0 && (
        <Table hover size="sm" className="staff-table align-middle">
          <ColumnHeaders
            columns={[
              { label: 'Time' },
              { label: 'Action' },
              { label: 'Who' },
              { label: 'Target' },
              { label: 'Network' },
              { label: 'Outcome' },
            ]}
          />
          <tbody>
            {list.items.map((entry) => (
              <tr key={entry.id}>
                <td data-label="Time">{formatTime(entry.at)}</td>
                <td data-label="Action">
                  {isAuditAction(entry.action) ? AUDIT_ACTIONS[entry.action] : entry.action}
                  {entry.detail && (
                    <span className="d-block small text-body-secondary text-break">{entry.detail}</span>
                  )}
                </td>
                <td data-label="Who">
                  {entry.actorEmail ? <EmailText email={entry.actorEmail} /> : entry.actorKind}
                </td>
                <td data-label="Target">
                  <AuditTarget entry={entry} />
                </td>
                <td data-label="Network">{entry.network ?? '—'}</td>
                <td data-label="Outcome">{entry.outcome}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager list={list} />
    </>
  );
}
