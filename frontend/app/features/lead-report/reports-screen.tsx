import { lazy, Suspense, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { LEAD_REPORT_DEFAULT_DAYS } from '#contract/lead-report';
import type { LeadReportQuery } from '#contract/graphql/consultation-inbox.generated';
import { ErrorBox } from '../../components/form/error-box';
import { ProgressButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { useUrlState } from '../../lib/use-url-state';
import { exportLeadReport, readLeadReport } from './api';
import { CountTable, FirstContactTable, FunnelTable } from './report-tables';

/** The chart library is this screen's alone, and loads once there is a report to draw. */
const ReportCharts = lazy(() => import('./report-charts'));

/** A local date as YYYY-MM-DD, `daysAgo` days before today. */
function dateBefore(daysAgo: number): string {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Where clients come from, for a range of dates kept in the URL (every staff user). */
export function ReportsScreen() {
  const [applied, setApplied] = useUrlState({
    from: dateBefore(LEAD_REPORT_DEFAULT_DAYS - 1),
    to: dateBefore(0),
  });
  const [form, setForm] = useState(applied);
  useEffect(() => setForm(applied), [applied]);
  const [report, setReport] = useState<LeadReportQuery['leadReport']>();
  const loading = useSubmit();
  const exporting = useSubmit();
  const [exported, setExported] = useState('');

  useEffect(() => {
    void loading.run(async () => {
      setReport(undefined);
      setReport(await readLeadReport(applied.from, applied.to));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload when the range changes, not on each render
  }, [applied.from, applied.to]);

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    setApplied(form);
  };

  const handleExport = () => {
    setExported('');
    void exporting.run(async () => {
      const link = await exportLeadReport(applied.from, applied.to);
      setExported('The download starts now; the link works for 5 minutes.');
      window.location.assign(link.url);
    });
  };

  return (
    <>
      <h1 className="h2">Reports</h1>
      <p className="text-body-secondary">Where clients come from: the leads that arrived in the range.</p>
      <Form onSubmit={apply} aria-label="Report range" className="audit-filters mb-3">
        <Form.Group controlId="report-from">
          <Form.Label>From</Form.Label>
          <Form.Control
            type="date"
            required
            value={form.from}
            onChange={(event) => setForm({ ...form, from: event.target.value })}
          />
        </Form.Group>
        <Form.Group controlId="report-to">
          <Form.Label>To</Form.Label>
          <Form.Control
            type="date"
            required
            value={form.to}
            onChange={(event) => setForm({ ...form, to: event.target.value })}
          />
        </Form.Group>
        <div className="d-flex gap-2 align-items-end">
          <Button type="submit" disabled={loading.pending}>
            Show
          </Button>
          <ProgressButton
            variant="outline-secondary"
            className="text-nowrap"
            onClick={handleExport}
            pending={exporting.pending}
            disabled={!report}
          >
            {exporting.pending ? 'Preparing…' : 'Download CSV'}
          </ProgressButton>
        </div>
      </Form>
      <div aria-live="polite">
        {loading.pending && (
          <p>
            <Spinner size="sm" animation="border" aria-hidden="true" /> Loading…
          </p>
        )}
        {exported && <p className="text-success">{exported}</p>}
      </div>
      <ErrorBox message={loading.error || exporting.error} />
      {report && (
        <>
          <p>
            <strong>{report.total}</strong> {report.total === 1 ? 'lead' : 'leads'} from {report.from} to{' '}
            {report.to}.
          </p>
          <Suspense fallback={<p className="text-body-secondary">Drawing the charts…</p>}>
            <ReportCharts report={report} />
          </Suspense>
          <CountTable caption="Leads by source" heading="Source" rows={report.bySource} />
          <CountTable caption="Leads by client type" heading="Client type" rows={report.byClientType} />
          <CountTable caption="Leads by week (starting Monday)" heading="Week" rows={report.byWeek} />
          <FunnelTable rows={report.funnel} />
          <FirstContactTable rows={report.firstContact} />
        </>
      )}
    </>
  );
}
