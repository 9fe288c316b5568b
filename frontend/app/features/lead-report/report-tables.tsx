import Table from 'react-bootstrap/Table';
import type { LeadReportQuery } from '#contract/graphql/consultation-inbox.generated';
import { ColumnHeaders } from '../../components/table/column-headers';

type Report = LeadReportQuery['leadReport'];

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;
const minutes = (value: number | null | undefined, contacted: number) =>
  !contacted ? '—' : value === null || value === undefined ? 'more than 30 days' : `at most ${value} min`;

/** A two-column table of counts under labels (sources, client types, languages, weeks). */
export function CountTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: Report['bySource'];
}) {
  return (
    <Table size="sm" className="staff-table report-table caption-top">
      <caption>{caption}</caption>
      <ColumnHeaders columns={[{ label: heading }, { label: 'Leads' }]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td data-label={heading}>{row.label}</td>
            <td data-label="Leads">{row.count}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function FunnelTable({ rows }: { rows: Report['funnel'] }) {
  return (
    <Table size="sm" className="staff-table report-table caption-top">
      <caption>Funnel per source: leads that reached each stage, and the share of the source’s leads</caption>
      <ColumnHeaders
        columns={[
          { label: 'Source' },
          { label: 'New' },
          { label: 'Contacted' },
          { label: 'Consultation scheduled' },
          { label: 'Retained' },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.source}>
            <td data-label="Source">{row.source}</td>
            <td data-label="New">{row.new}</td>
            <td data-label="Contacted">
              {row.contacted} ({percent(row.contactedRate)})
            </td>
            <td data-label="Consultation scheduled">
              {row.scheduled} ({percent(row.scheduledRate)})
            </td>
            <td data-label="Retained">
              {row.retained} ({percent(row.retainedRate)})
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function FirstContactTable({ rows }: { rows: Report['firstContact'] }) {
  return (
    <Table size="sm" className="staff-table report-table caption-top">
      <caption>Time to first contact, by when the lead arrived</caption>
      <ColumnHeaders
        columns={[
          { label: 'Arrived' },
          { label: 'Contacted' },
          { label: 'Median' },
          { label: '90th percentile' },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.hours}>
            <td data-label="Arrived">
              {row.hours === 'within' ? 'Within business hours' : 'Outside business hours'}
            </td>
            <td data-label="Contacted">{row.contacted}</td>
            <td data-label="Median">{minutes(row.medianMinutes, row.contacted)}</td>
            <td data-label="90th percentile">{minutes(row.p90Minutes, row.contacted)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
