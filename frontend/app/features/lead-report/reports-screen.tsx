import { lazy, Suspense, useCallback } from 'react';
import Form from 'react-bootstrap/Form';
import { LEAD_REPORT_DEFAULT_DAYS } from '#contract/lead-report';
import { ErrorBox } from '../../components/status-messages';
import { useFilterForm } from '../../lib/use-url-state';
import { useQuery } from '../../lib/use-query';
import { FilterActions, FilterStatus, useDownload } from '../../components/table/filter-actions';
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
  const { applied, form, field, apply } = useFilterForm({
    from: dateBefore(LEAD_REPORT_DEFAULT_DAYS - 1),
    to: dateBefore(0),
  });
  const read = useCallback(() => readLeadReport(applied.from, applied.to), [applied.from, applied.to]);
  const { data: report, loading, error } = useQuery(read);
  const exporting = useDownload();

  const handleExport = () =>
    exporting.start(async () => {
      const link = await exportLeadReport(applied.from, applied.to);
      window.location.assign(link.url);
      return 'The download starts now; the link works for 5 minutes.';
    });

  return (
    <>
      <h1 className="h2">Reports</h1>
      <p className="text-body-secondary">Where clients come from: the leads that arrived in the range.</p>
      <Form onSubmit={apply} aria-label="Report range" className="audit-filters mb-3">
        <Form.Group controlId="report-from">
          <Form.Label>From</Form.Label>
          <Form.Control type="date" required value={form.from} onChange={field('from')} />
        </Form.Group>
        <Form.Group controlId="report-to">
          <Form.Label>To</Form.Label>
          <Form.Control type="date" required value={form.to} onChange={field('to')} />
        </Form.Group>
        <FilterActions
          applyLabel="Show"
          applying={loading}
          download={exporting}
          onDownload={handleExport}
          canDownload={Boolean(report) && !loading}
        />
      </Form>
      <FilterStatus loading={loading} download={exporting} />
      <ErrorBox message={error || exporting.error} />
      {report && !loading && !error && (
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
          <CountTable caption="Leads by language" heading="Language" rows={report.byLanguage} />
          <CountTable caption="Leads by week (starting Monday)" heading="Week" rows={report.byWeek} />
          <FunnelTable rows={report.funnel} />
          <FirstContactTable rows={report.firstContact} />
        </>
      )}
    </>
  );
}
